import { describe, expect, it } from "vitest";
import { type AnyRuleset, type RulesetNames, type RulesetView, playWith, replayWith } from "../core/ruleset";
import { tinyBundle } from "./aa1942/test-kit";
import { RULESETS, UnknownRulesetError, createRegistry } from "./index";
import { sampleBundle } from "./nextwar/test-kit";
import type { AaState } from "./aa1942/types";
import type { Action, GameState } from "./nextwar/types";
import { raceRuleset } from "./race/ruleset";
import { advancedSampleBundle } from "./nextwar/test-kit";

/**
 * The ruleset contract [#27] (lib/engine/core/ruleset.ts), held by every
 * registered ruleset and by Race, a ruleset the tests plug in to show a third
 * one needs no other wiring: a game is created, its legal actions are each
 * accepted, an illegal one is refused as data, bots finish a game, and its log
 * replays to the same hash. Its public queries hold too: the view model of each
 * side renders as plain JSON and names the side to act, hiding what that side
 * may not see; every event of a bot game has words; and every destination a
 * reach query offers is one `apply` accepts.
 */
const BUNDLES: Record<string, () => unknown> = {
  nextwar: sampleBundle,
  aa1942: () => tinyBundle(),
  race: () => ({ sides: ["north", "south"], goal: 10 }),
};

/**
 * What a side may not see, for rulesets with hidden information: a bundle that
 * plays it, and the piece ids `side` must not find anywhere in its view. A
 * ruleset not listed here plays in the open, so every side sees the same pieces.
 */
const HIDDEN: Record<string, { state: (ruleset: AnyRuleset) => unknown; secrets: (state: never, side: string) => string[] }> = {
  // Fog of war [13.2]: a side sees the top counter of an enemy stack, never the ones beneath it.
  nextwar: {
    state: (ruleset) => {
      const b = sampleBundle();
      const s: GameState = structuredClone(ruleset.create({ ...b, scenario: { ...b.scenario, optionalRules: { ...b.scenario.optionalRules, fogOfWar: true } } }, { seed: 7 }));
      // Each side's first three units on the map stacked in one hex, so each has a stack to hide.
      const sideOf = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
      for (const side of s.bundle.scenario.sides) {
        const three = (s.bundle.scenario.units ?? []).filter((u) => sideOf.get(u.nation) === side.id && s.units[u.id]?.status === "map").slice(0, 3);
        for (const u of three.slice(1)) s.units[u.id]!.hex = s.units[three[0]!.id]!.hex;
      }
      return s;
    },
    secrets: (state: GameState, side) => {
      const sideOf = new Map(state.bundle.scenario.nations.map((n) => [n.id, n.side]));
      const byHex = new Map<number, string[]>();
      for (const u of state.bundle.scenario.units ?? []) {
        const at = state.units[u.id];
        if (at?.status === "map" && at.hex >= 0) byHex.set(at.hex, [...(byHex.get(at.hex) ?? []), u.id]);
      }
      const nationOf = new Map((state.bundle.scenario.units ?? []).map((u) => [u.id, u.nation]));
      return [...byHex.values()].filter((ids) => sideOf.get(nationOf.get(ids[0]!) ?? "") !== side).flatMap((ids) => ids.slice(1));
    },
  },
};

/**
 * How the suite asks a ruleset about a battle: a question it must refuse as
 * data, and the battle a bot game is fighting (or declaring) at a state.
 */
const BATTLES: Record<string, { nonsense: unknown; during: (state: never, action: never) => unknown }> = {
  aa1942: { nonsense: "no-such-space", during: (state: AaState) => state.battles[0]?.space ?? null },
  nextwar: {
    nonsense: { attackers: ["no-such-unit"], defender: "9999" },
    during: (_state: GameState, action: Action) => (action.type === "attack" ? { attackers: action.attackers, defender: action.defender, ...(action.lead ? { lead: action.lead } : {}) } : null),
  },
};

/** Names that mark every id, so a test sees that the words asked for names rather than printing ids. */
const MARKED: RulesetNames = {
  nation: (id) => `<${String(id)}>`,
  side: (id) => `<${String(id)}>`,
  place: (id) => `<${String(id)}>`,
  type: (id) => `<${String(id)}>`,
  unit: (id) => `<${String(id)}>`,
  text: (s) => s,
  value: (v) => JSON.stringify(v) ?? "",
};

/** The ids of the pieces a view shows. */
const pieceIds = (v: RulesetView) => Object.values(v.places).flatMap((list) => list.flatMap((p) => ("ids" in p && Array.isArray(p.ids) ? (p.ids as string[]) : [p.id])));

const registry = createRegistry([...RULESETS.all, raceRuleset]);

/**
 * Each registered ruleset, and each further game one ruleset plays (Next War's Advanced game [14–29], its sample):
 * the label, the ruleset, and the bundle its games are played from.
 */
const CASES: (readonly [string, AnyRuleset, (() => unknown) | undefined])[] = [
  ...registry.all.map((r) => [r.id, r, BUNDLES[r.id]] as const),
  ["nextwar (the Advanced game)", RULESETS.get("nextwar-advanced"), advancedSampleBundle],
];

describe.each(CASES)("the %s ruleset keeps the contract", (label, ruleset: AnyRuleset, make) => {
  const id = ruleset.id;
  const bundle = () => {
    if (!make) throw new Error(`the contract suite has no bundle for ruleset ${label}: add one to BUNDLES`);
    return make();
  };

  it("creates a game from (bundle, seed) that is the same every time, with a side to act", () => {
    const a = ruleset.create(bundle(), { seed: 7 });
    const b = ruleset.create(bundle(), { seed: 7 });
    expect(ruleset.hash(a)).toBe(ruleset.hash(b));
    expect(ruleset.over(a)).toBe(false);
    expect(ruleset.sides(a).length).toBeGreaterThanOrEqual(2);
    expect(ruleset.sides(a)).toContain(ruleset.actingSide(a));
  });

  it("accepts each legal action it lists, without changing the state it was given", () => {
    const state = ruleset.create(bundle(), { seed: 7 });
    const before = ruleset.hash(state);
    const legal = ruleset.legalActions?.(state) ?? [];
    for (const action of legal.slice(0, 40)) expect(ruleset.apply(state, action), JSON.stringify(action)).not.toHaveProperty("error");
    expect(ruleset.hash(state)).toBe(before);
  });

  it("refuses an action it does not know as data, naming a rule, and never throws", () => {
    const state = ruleset.create(bundle(), { seed: 7 });
    for (const nonsense of [{ type: "no-such-action" }, null, 42]) {
      const r = ruleset.apply(state, nonsense);
      expect(r).toMatchObject({ error: expect.any(String), rule: expect.any(String) });
    }
  });

  it("has a random and a greedy bot, which finish a game that replays to the same hash", () => {
    expect(Object.keys(ruleset.bots)).toEqual(expect.arrayContaining(["random", "greedy"]));
    const played = playWith(ruleset, bundle(), 11, ["greedy", "random"]);
    expect(played.truncated).toBe(false);
    expect(ruleset.over(played.state)).toBe(true);
    const again = replayWith(ruleset, bundle(), 11, played.actions);
    expect(again).toMatchObject({ hash: played.hash });
  }, 60_000);

  it("renders a view model for each side and an onlooker: plain JSON, naming the viewer and the side to act, with pieces by place", () => {
    expect(ruleset.view, `${id} has no view model`).toBeTypeOf("function");
    const state = ruleset.create(bundle(), { seed: 7 });
    for (const side of [...ruleset.sides(state), null]) {
      const v: RulesetView = ruleset.view!(state, side);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      expect(v).toMatchObject({ ruleset: expect.any(String), viewer: side, acting: ruleset.actingSide(state), phase: expect.any(String), turn: expect.any(Number) });
      expect(pieceIds(v).length).toBeGreaterThan(0);
      expect(v.scores.map((x) => x.side).sort()).toEqual([...ruleset.sides(state)].sort());
      for (const list of Object.values(v.places)) for (const p of list) expect(ruleset.sides(state).concat("")).toContain(p.side);
    }
  });

  it("shows each side only what it may see: hidden pieces never appear in its view, and in the open every side sees the same pieces", () => {
    const hidden = HIDDEN[id];
    const state = hidden ? hidden.state(ruleset) : ruleset.create(bundle(), { seed: 7 });
    const onlooker: RulesetView = ruleset.view!(state, null);
    for (const side of ruleset.sides(state)) {
      const seen: RulesetView = ruleset.view!(state, side);
      if (!hidden) {
        expect(seen.places).toEqual(onlooker.places);
        continue;
      }
      const secrets = hidden.secrets(state as never, side);
      expect(secrets.length, `the ${id} fixture hides nothing from ${side}`).toBeGreaterThan(0);
      const text = JSON.stringify(seen);
      for (const secret of secrets) expect(text.includes(`"${secret}"`), `${side} sees ${secret}`).toBe(false);
    }
  });

  it("has words for every event of a bot game, naming things through the names it is given", () => {
    expect(ruleset.words, `${id} has no words for its log`).toBeTypeOf("function");
    const lines: string[] = [];
    const types = new Set<string>();
    playWith(ruleset, bundle(), 5, ["greedy", "random"], {
      onApplied: (_before, _action, { state, events }) => {
        for (const e of events as { type?: string }[]) {
          const line = ruleset.words!(state, e, MARKED);
          expect(typeof line, JSON.stringify(e)).toBe("string");
          expect(line.trim().length, JSON.stringify(e)).toBeGreaterThan(0);
          expect(line, JSON.stringify(e)).not.toMatch(/undefined|\[object Object\]|NaN/);
          lines.push(line);
          types.add(String(e.type));
        }
      },
    });
    expect(types.size).toBeGreaterThan(1);
    // The names given were used: some line names a side, nation, place or type through them.
    expect(lines.some((l) => /<[^>]+>/.test(l))).toBe(true);
    // The view model says its log in the same words.
    const state = ruleset.create(bundle(), { seed: 5 });
    const first = ruleset.legalActions?.(state)[0] ?? ruleset.bots.greedy!({ seed: 5, side: ruleset.actingSide(state)! }).choose(state);
    const applied = ruleset.apply(state, first);
    if ("error" in applied) throw new Error(applied.error);
    const v: RulesetView = ruleset.view!(applied.state, null, { log: applied.events, names: MARKED });
    expect(v.log.length).toBeGreaterThan(0);
    expect(v.log).toEqual(applied.events.map((e: unknown) => ruleset.words!(applied.state, e, MARKED)));
  }, 60_000);

  it("explains the battles a bot game fights without rolling, and refuses a nonsense one as data", () => {
    if (!ruleset.explainBattle) return;
    const ask = BATTLES[id];
    if (!ask) throw new Error(`the contract suite does not know how to ask ${id} about a battle: add it to BATTLES`);
    const state = ruleset.create(bundle(), { seed: 7 });
    expect(ruleset.explainBattle(state, ask.nonsense)).toMatchObject({ error: expect.any(String), rule: expect.any(String) });
    let explained = 0;
    playWith(ruleset, bundle(), 9, ["greedy", "greedy"], {
      maxActions: 3000,
      onApplied: (before, action) => {
        if (explained >= 5) return;
        const battle = ask.during(before as never, action as never);
        if (battle === null || battle === undefined) return;
        const hash = ruleset.hash(before);
        const x = ruleset.explainBattle!(before, battle);
        expect(x, JSON.stringify(battle)).not.toHaveProperty("error");
        expect(JSON.parse(JSON.stringify(x))).toEqual(x);
        expect(ruleset.hash(before)).toBe(hash);
        explained += 1;
      },
    });
    expect(explained, `${id}: the bot game fought no battle to explain`).toBeGreaterThan(0);
  }, 120_000);

  it("offers only destinations apply accepts: for the pieces of the side to act, along a bot game", () => {
    if (!ruleset.reachable) return;
    expect(ruleset.reachable(ruleset.create(bundle(), { seed: 7 }), ["no-such-piece"])).toMatchObject({ error: expect.any(String), rule: expect.any(String) });
    let checked = 0;
    let states = 0;
    playWith(ruleset, bundle(), 3, ["greedy", "greedy"], {
      maxActions: 400,
      onApplied: (before) => {
        if (states >= 6 || checked >= 120) return;
        const acting = ruleset.actingSide(before);
        const v: RulesetView = ruleset.view!(before, acting);
        const mine = Object.values(v.places).flatMap((list) => list.filter((p) => p.side === acting && !p.hidden));
        let any = false;
        for (const p of mine.slice(0, 12)) {
          const reach = ruleset.reachable!(before, [p.id]);
          if ("error" in reach) continue;
          for (const d of reach.destinations.slice(0, 4)) {
            expect(d.path.at(-1), JSON.stringify(d)).toBe(d.to);
            expect(ruleset.apply(before, d.action), JSON.stringify(d.action)).not.toHaveProperty("error");
            checked += 1;
            any = true;
          }
        }
        if (any) states += 1;
      },
    });
    expect(checked, `${id}: no destination was offered to check`).toBeGreaterThan(10);
  }, 120_000);
});

describe("the registry", () => {
  it("finds each ruleset by the game document's id, and answers an unknown one with one clear error", () => {
    expect(RULESETS.get("nextwar").name).toBe("The Next War");
    expect(RULESETS.get("aa1942").name).toBe("Axis & Allies 1942");
    expect(RULESETS.find("race")).toBeUndefined();
    expect(() => RULESETS.get("chess")).toThrow(UnknownRulesetError);
    expect(() => RULESETS.get("chess")).toThrow('The game\'s ruleset "chess" is not one Warbench plays (nextwar, aa1942)');
    expect(() => RULESETS.get(undefined)).toThrow("The game's ruleset is missing and is not one Warbench plays (nextwar, aa1942)");
  });

  it("takes a new ruleset as one more entry: Race plays through the same loop as the others", () => {
    const race = registry.get("race");
    const played = playWith(race, BUNDLES.race!(), 3, ["random", "greedy"]);
    expect(played.state).toMatchObject({ result: { winner: expect.stringMatching(/^(north|south)$/) } });
  });
});
