"use client";

import type { Ref } from "react";
import type { OobRow } from "@/lib/editor-intel";
import { COLUMNS } from "./oob-columns";

export type OobSort = { key: keyof OobRow; dir: 1 | -1 } | null;

/** The OOB grid's header: select every shown row, and sort by a column (ascending, descending, then as written). */
export function OobGridHead({ ref, allSelected, onSelectAll, sort, onSort }: { ref: Ref<HTMLDivElement>; allSelected: boolean; onSelectAll: (on: boolean) => void; sort: OobSort; onSort: (sort: OobSort) => void }) {
  return (
    <div ref={ref} className="de-grid-head" role="row">
      <span className="de-check">
        <input type="checkbox" aria-label="Select all shown units" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
      </span>
      {COLUMNS.map((c) => (
        <button
          key={c.key}
          type="button"
          role="columnheader"
          title={c.title ? `${c.title} — sort` : "Sort"}
          style={{ width: c.width }}
          className={c.numeric ? "num" : undefined}
          aria-sort={sort?.key === c.key ? (sort.dir === 1 ? "ascending" : "descending") : "none"}
          onClick={() => onSort(sort?.key === c.key ? (sort.dir === 1 ? { key: c.key, dir: -1 } : null) : { key: c.key, dir: 1 })}
        >
          {c.label}
          {sort?.key === c.key ? (sort.dir === 1 ? " ▲" : " ▼") : ""}
        </button>
      ))}
    </div>
  );
}
