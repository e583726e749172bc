/**
 * Units dragged onto the map (from the OOB table, the map pane's list of units
 * to place, or a hex's unit list) travel as HTML5 drag data under one type,
 * so any of those sources can be dropped on a hex.
 */
export const UNIT_DRAG = "application/x-warbench-units";

export function setUnitDrag(data: DataTransfer, units: readonly string[]) {
  data.setData(UNIT_DRAG, JSON.stringify(units));
  data.setData("text/plain", units.join(" "));
  data.effectAllowed = "copyMove";
}

/** Only the type can be read while dragging over; the ids once dropped. */
export function isUnitDrag(data: DataTransfer): boolean {
  return data.types.includes(UNIT_DRAG);
}

export function readUnitDrag(data: DataTransfer): string[] {
  try {
    const value: unknown = JSON.parse(data.getData(UNIT_DRAG) || "[]");
    return Array.isArray(value) ? value.filter((u): u is string => typeof u === "string") : [];
  } catch {
    return [];
  }
}
