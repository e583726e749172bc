import { MAP_EDGES } from "@/lib/model/vocabulary";

type Edge = (typeof MAP_EDGES)[number];

/** "blue: west, north; red: east" ⇄ the map's friendly edges. */
export function formatEdges(edges: { side: string; edges: Edge[] }[]): string {
  return edges.map((e) => `${e.side}: ${e.edges.join(", ")}`).join("; ");
}

export function parseEdges(text: string): { ok: true; value: { side: string; edges: Edge[] }[] } | { ok: false; error: string } {
  const out: { side: string; edges: Edge[] }[] = [];
  for (const part of text.split(";").map((p) => p.trim()).filter(Boolean)) {
    const [side, list] = part.split(":").map((s) => s.trim());
    if (!side || !list) return { ok: false, error: `"${part}" should look like "side: west, north".` };
    const edges = list.split(",").map((e) => e.trim()).filter(Boolean);
    const bad = edges.find((e) => !(MAP_EDGES as readonly string[]).includes(e));
    if (bad) return { ok: false, error: `"${bad}" is not a map edge: use north, south, east or west.` };
    out.push({ side, edges: edges as Edge[] });
  }
  return { ok: true, value: out };
}
