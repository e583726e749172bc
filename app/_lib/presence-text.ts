/** Who else has a document open, in words [issue #17 item 6]; "" when nobody does. */
export function presenceText(others: readonly { name: string; editing: boolean; self: boolean }[]): string {
  if (others.length === 0) return "";
  const own = others.filter((o) => o.self || !o.name).length;
  // Several tabs of one colleague are one person here.
  const people = new Map<string, boolean>();
  for (const o of others) if (!o.self && o.name) people.set(o.name, (people.get(o.name) ?? false) || o.editing);
  const parts = [...people].map(([name, editing]) => `${name} (${editing ? "editing" : "viewing"})`);
  if (own > 0) parts.push(own === 1 ? "you, in another tab" : `you, in ${own} other tabs`);
  return `Also open: ${parts.join(", ")}`;
}
