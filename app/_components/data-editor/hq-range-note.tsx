"use client";

import { type FormationMarks, hqOfStack } from "./formation-marks";

/**
 * A line on the set-up map naming the selected hex's HQ and its range, which
 * the map draws as a ring of hexes [18.2.1].
 */
export function HqRangeNote(props: { units: readonly (FormationMarks & { id: string; name: string })[] | undefined }) {
  const hq = hqOfStack(props.units);
  if (!hq) return null;
  return (
    <p className="de-hq-range" data-testid="hq-range" data-hq={hq.id} data-range={hq.hqRange}>
      {hq.band && <i className="de-chip" style={{ background: hq.band }} aria-hidden="true" />}
      {hq.name} ({hq.id}): range {hq.hqRange} {hq.hqRange === 1 ? "hex" : "hexes"}
    </p>
  );
}
