import type { AreaMap } from "@/lib/model";

/**
 * The area map as the rules read it [AA:board]: which spaces are land or
 * sea, who joins whom (the map's connection lists, which already hold the
 * links across the wrapped edge and any extra adjacency), canals, IPC values,
 * capitals and victory cities. Built once per map and cached.
 */
export interface Space {
  id: string;
  sea: boolean;
  ipc: number;
  originalOwner?: string;
  capital: boolean;
  victoryCity: boolean;
  industrialComplex: boolean;
  neutral: boolean;
  impassable: boolean;
  /** Adjacent spaces, sorted for determinism. */
  next: string[];
}

export interface Canal {
  id: string;
  seaZones: [string, string];
  controlledBy: string[];
}

export interface Board {
  spaces: Map<string, Space>;
  ids: string[];
  canals: Canal[];
  /** Canal ids by the pair "a|b" of sea zones they join (both orders). */
  canalByPair: Map<string, string>;
}

const cache = new WeakMap<AreaMap, Board>();

export function boardOf(map: AreaMap): Board {
  let board = cache.get(map);
  if (!board) {
    board = buildBoard(map);
    cache.set(map, board);
  }
  return board;
}

export function buildBoard(map: AreaMap): Board {
  const spaces = new Map<string, Space>();
  for (const t of map.territories) {
    spaces.set(t.id, {
      id: t.id,
      sea: false,
      ipc: t.ipc,
      originalOwner: t.originalOwner,
      capital: t.capital === true,
      victoryCity: t.victoryCity === true,
      industrialComplex: t.industrialComplex === true,
      neutral: t.neutral === true,
      impassable: t.impassable === true,
      next: [],
    });
  }
  for (const z of map.seaZones) {
    spaces.set(z.id, { id: z.id, sea: true, ipc: 0, capital: false, victoryCity: false, industrialComplex: false, neutral: false, impassable: false, next: [] });
  }
  const link = (a: string, b: string) => {
    const s = spaces.get(a);
    if (s && spaces.has(b) && a !== b && !s.next.includes(b)) s.next.push(b);
  };
  // Connections are listed from both ends; a one-sided entry is a map lint, read here as adjacency both ways.
  for (const c of map.connections) {
    for (const to of c.to) {
      link(c.from, to);
      link(to, c.from);
    }
  }
  const canals: Canal[] = map.canals.map((c) => ({ id: c.id, seaZones: [c.seaZones[0], c.seaZones[1]] as [string, string], controlledBy: [...c.controlledBy] }));
  const canalByPair = new Map<string, string>();
  for (const c of canals) {
    canalByPair.set(`${c.seaZones[0]}|${c.seaZones[1]}`, c.id);
    canalByPair.set(`${c.seaZones[1]}|${c.seaZones[0]}`, c.id);
    // A canal is a passage even where the map lists no connection between its sea zones.
    link(c.seaZones[0], c.seaZones[1]);
    link(c.seaZones[1], c.seaZones[0]);
  }
  for (const s of spaces.values()) s.next.sort();
  return { spaces, ids: [...spaces.keys()].sort(), canals, canalByPair };
}

export function spaceOf(board: Board, id: string): Space | undefined {
  return board.spaces.get(id);
}

export function adjacent(board: Board, a: string, b: string): boolean {
  return board.spaces.get(a)?.next.includes(b) ?? false;
}

/** Breadth-first distances from `from` over the spaces `pass` allows (the start always counts). */
export function distancesFrom(board: Board, from: string, pass: (from: string, to: string) => boolean, limit = Infinity): Map<string, number> {
  const dist = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0 && d <= limit; d += 1) {
    const next: string[] = [];
    for (const a of frontier) {
      for (const b of board.spaces.get(a)?.next ?? []) {
        if (dist.has(b) || !pass(a, b)) continue;
        dist.set(b, d);
        next.push(b);
      }
    }
    frontier = next;
  }
  return dist;
}
