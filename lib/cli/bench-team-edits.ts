/**
 * The small edits the simulated users of `npm run bench:team` make, as a
 * designer would between two saves: rename the document, paint a few hexes of
 * a map, move a unit's set-up hex, rename a unit type. An edit is chosen once
 * and applied again to the reloaded document after a conflict, as the studio's
 * user reapplies theirs.
 */
export type Rand = () => number;

type Json = Record<string, unknown>;
export type Edit = (content: Json) => void;

const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** Rename, keeping the original name before the " · " the benchmark adds. */
const rename = (suffix: string): Edit => (content) => {
  content.name = `${String(content.name ?? "").split(" · ")[0]} · ${suffix}`;
};

/** A brush stroke of 1–6 hexes along a row, in one of the legend's terrains. */
function paint(rand: Rand, content: Json): Edit {
  const terrain = content.terrain as { legend: { char: string }[]; rows: string[] };
  const row = Math.floor(rand() * terrain.rows.length);
  const width = terrain.rows[row]!.length;
  const start = Math.floor(rand() * width);
  const length = 1 + Math.floor(rand() * 6);
  const char = pick(rand, terrain.legend).char;
  return (target) => {
    const rows = (target.terrain as { rows: string[] }).rows;
    const line = rows[row]!;
    const end = Math.min(width, start + length);
    rows[row] = line.slice(0, start) + char.repeat(end - start) + line.slice(end);
  };
}

/** Moves one set-up entry to another hex of the sample's 60×40 grid (CCRR labels). */
function moveUnit(rand: Rand, content: Json): Edit {
  const setup = content.setup as { at: string }[];
  const index = Math.floor(rand() * setup.length);
  const col = 1 + Math.floor(rand() * 60);
  const row = 1 + Math.floor(rand() * 40);
  const at = `${String(col).padStart(2, "0")}${String(row).padStart(2, "0")}`;
  return (target) => {
    (target.setup as { at: string }[])[index]!.at = at;
  };
}

/** Renames one unit type of a game (its id stays, so nothing that refers to it breaks). */
function renameUnitType(rand: Rand, content: Json, suffix: string): Edit {
  const index = Math.floor(rand() * (content.unitTypes as unknown[]).length);
  return (target) => {
    const type = (target.unitTypes as { name: string }[])[index]!;
    type.name = `${type.name.split(" · ")[0]} · ${suffix}`;
  };
}

/** One edit of a document of this kind, chosen against its content now; a fifth of the time a rename. */
export function chooseEdit(rand: Rand, kind: string, content: Json, suffix: string): Edit {
  if (rand() < 0.2) return rename(suffix);
  if (kind === "map") return paint(rand, content);
  if (kind === "scenario") return moveUnit(rand, content);
  return renameUnitType(rand, content, suffix);
}
