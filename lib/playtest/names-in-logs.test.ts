import { describe, expect, it } from "vitest";
import { AA_BOTS, type AaBundle, type AaState, actingNation, apply, applyAa, BOTS, createAaGame, createGame, currentSegment, type EngineBundle, type GameEvent, type GameState, legalActions } from "@/lib/engine";
import { sideOf } from "@/lib/engine/rulesets/aa1942/queries";
import { importTripleA } from "@/lib/io/triplea/import";
import { fixtureInput } from "@/lib/io/triplea/test-fixtures";
import { sampleBundles } from "@/lib/samples";
import { battleHeading, casualtyHeading, placementLabel, repairLabel, retreatHeading, retreatLabel } from "./area-choices";
import { battleList, currentBattle } from "./area-battles";
import { aaActionTitle, describeAaEvent } from "./area-log";
import { areaTrackOf, placementSites, repairable } from "./area-view-model";
import { choiceLabel } from "./choice-words";
import { actionTitle, describeEvent, lastCombat } from "./combat-words";
import { nameLeaks } from "./name-leaks";
import { namerFor } from "./names";
import { trackOf } from "./view-model";

/**
 * Issue #26 item 8: no internal text in the playtests' words. Bot games of
 * both samples and of the imported TripleA fixture Narrow Seas are played
 * to their end; every log line, action title, choice label and panel heading
 * they produce is scanned for `[object`, for an id the documents give another
 * name (as a whole word), and for such an id upper-cased.
 */

type Docs = { game: unknown; map: unknown; scenario: unknown };

function sample(slug: string): Docs {
  const s = sampleBundles().find((x) => x.slug === slug)!;
  const doc = (kind: string) => s.bundle.documents.find((d) => d.kind === kind)!.content;
  return { game: doc("game"), map: doc("map"), scenario: doc("scenario") };
}

/** The panels' choice actions of Next War: asked of the engine only when the bot faced such a choice. */
const CHOICES = new Set(["choose-weather", "restore-step", "rebuild", "allocate-losses", "retreat", "support"]);

function nextWarLines(bundle: EngineBundle, seed: number, bots: [string, string]): string[] {
  const n = namerFor(bundle);
  let state: GameState = createGame(bundle, { seed });
  const players = new Map(bundle.game.sides.map((s, i) => [s.id, BOTS[bots[i]!]!({ seed, side: s.id })]));
  const lines: string[] = [];
  const log: { events: GameEvent[] }[] = [];
  for (let i = 0; i < 50_000 && !state.result; i += 1) {
    const action = players.get(currentSegment(state).active!)!.choose(state);
    if (CHOICES.has(action.type)) for (const a of legalActions(state)) lines.push(choiceLabel(a, n));
    const r = apply(state, action);
    if ("error" in r) throw new Error(r.error);
    lines.push(actionTitle(action, n), ...r.events.map((e) => describeEvent(e, n).text));
    log.push({ events: r.events });
    const c = lastCombat(log.slice(-4), n);
    if (c) lines.push(c.hex, c.headline, c.dice, ...c.details, c.pending ?? "");
    state = r.state;
  }
  lines.push(trackOf(state).resultText ?? "");
  return lines;
}

function areaLines(bundle: AaBundle, seed: number): string[] {
  const players = new Map(bundle.scenario.sides.map((s) => [s.id, AA_BOTS.greedy!({ seed, side: s.id })]));
  let state: AaState = createAaGame(bundle, seed);
  const lines: string[] = [];
  const turn: GameEvent[] = [];
  for (let i = 0; i < 100_000 && !state.result; i += 1) {
    const d = state.decision;
    if (d?.kind === "casualties") lines.push(casualtyHeading(state, d));
    if (d?.kind === "retreat") lines.push(retreatHeading(state, d), ...d.options.map((o) => retreatLabel(state, o)));
    if (state.phase === "purchase") lines.push(...repairable(state).map((x) => repairLabel(state, x)));
    if (state.phase === "mobilise") for (const type of Object.keys(state.bought)) lines.push(...placementSites(state, type).map((s) => placementLabel(state, s)));
    const action = players.get(sideOf(state, actingNation(state))!)!.choose(state);
    const r = applyAa(state, action);
    if ("error" in r) throw new Error(r.error);
    lines.push(aaActionTitle(state, action), ...r.events.map((e) => describeAaEvent(r.state, e) ?? ""));
    state = r.state;
    if (r.events.some((e) => e.type === "turn")) turn.length = 0;
    turn.push(...r.events);
    const battle = currentBattle(state);
    lines.push(battleHeading(battle ? namerFor(bundle).place(battle.space) : null, battle));
    for (const b of battleList(state, turn) ?? []) lines.push(`${b.kindName}: ${b.name} — ${b.outcome ?? ""}`);
  }
  const track = areaTrackOf(state);
  lines.push(track.resultText ?? "", ...track.powers.map((p) => p.sideName));
  return lines;
}

const leaks = (lines: readonly string[], docs: Docs) => nameLeaks(lines, namerFor(docs).book);

describe("names, never ids, in the playtests' logs and choices [#26 item 8]", () => {
  it("the Next War sample: three bot games (greedy and random), every log line, title and choice", () => {
    const b = sample("nextwar-sample") as EngineBundle;
    const lines = [...nextWarLines(b, 1, ["greedy", "greedy"]), ...nextWarLines(b, 2, ["random", "greedy"]), ...nextWarLines(b, 3, ["greedy", "random"])];
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.filter((l) => l.startsWith("Reinforcement:"))).toEqual([]);
    expect(leaks(lines, b)).toEqual([]);
  });

  it("the Axis & Allies sample: a greedy bot game", () => {
    const b = sample("area-sample") as AaBundle;
    const lines = areaLines(b, 1);
    expect(lines.length).toBeGreaterThan(500);
    expect(leaks(lines, b)).toEqual([]);
  });

  it("the imported TripleA fixture Narrow Seas: a greedy bot game", () => {
    const r = importTripleA(fixtureInput());
    if (!r.ok) throw new Error(r.reason);
    const b = { game: r.game, map: r.map, scenario: r.scenario } as unknown as AaBundle;
    const lines = areaLines(b, 1);
    expect(lines.length).toBeGreaterThan(500);
    expect(leaks(lines, b)).toEqual([]);
  });

  it("the scan itself finds the leaks the issue quotes", () => {
    const b = sample("nextwar-sample");
    expect(leaks(["Rebase os-attack-helo-1 to 0721", "missions [object Object]", "CHOOSE 2 CASUALTIES IN HALVARD-SEA-BOX", "1st Helicopter Regiment rebases to hex 0721"], b)).toEqual([
      "Rebase os-attack-helo-1 to 0721",
      "missions [object Object]",
      "CHOOSE 2 CASUALTIES IN HALVARD-SEA-BOX",
    ]);
  });
});
