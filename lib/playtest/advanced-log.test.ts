import { describe, expect, it } from "vitest";
import { type Action, apply, BOTS, createGame, currentSegment, type EngineBundle, type GameState, legalActions } from "@/lib/engine";
import { advancedView } from "@/lib/engine/rulesets/nextwar/advanced/view";
import { sampleBundles } from "@/lib/samples";
import { recordCounts, unWords } from "./advanced";
import { hqAttackLines } from "./advanced-choices";
import { advancedActionTitle } from "./advanced-words";
import { choiceLabel } from "./choice-words";
import { actionTitle, describeEvent } from "./combat-words";
import { nameLeaks } from "./name-leaks";
import { namerFor } from "./names";

/**
 * Names, never ids, in the Advanced game's log and panels [#26 item 8, #29]:
 * the Advanced sample played by greedy bots, with every Advanced action the
 * engine lists taken once a segment where it offers one (logistics,
 * emergency supply, detection, SOF, strikes, the UN), so each kind of
 * Advanced event reaches the log; every log line, title, choice and strike
 * explanation is scanned for ids.
 */

const ADVANCED = new Set(["create-msu", "break-depot", "convert-msu", "create-depot", "cash-supply", "emergency-supply", "hq-attack", "recover-hq", "rebuild-hq", "detect", "sof", "un-veto", "un-ceasefire"]);

function advancedSample(): EngineBundle {
  const s = sampleBundles().find((x) => x.slug === "nextwar-advanced-sample")!;
  const doc = (kind: string) => s.bundle.documents.find((d) => d.kind === kind)!.content;
  return { game: doc("game"), map: doc("map"), scenario: doc("scenario") } as EngineBundle;
}

/**
 * The sample's name book, less the unit type ids that are the rules' own
 * words: its depot / MSU type is "supply", its HQ type "hq" and its
 * reconnaissance unit type "recon", and "supply", "HQ" and a SOF "recon"
 * mission [20.2.2] are in the log's lines as English, not as ids.
 */
function bookOf(bundle: EngineBundle) {
  const book = namerFor(bundle).book;
  const type = new Map([...book.type].filter(([id]) => !["supply", "hq", "recon"].includes(id)));
  return { ...book, type };
}

function play(bundle: EngineBundle, seed: number): { lines: string[]; types: Set<string>; state: GameState } {
  const n = namerFor(bundle);
  let state = createGame(bundle, { seed });
  const bots = new Map(bundle.game.sides.map((s) => [s.id, BOTS.greedy!({ seed, side: s.id })]));
  const lines: string[] = [];
  const types = new Set<string>();
  let taken = "";
  for (let i = 0; i < 50_000 && !state.result; i += 1) {
    const seg = currentSegment(state);
    const legal = legalActions(state);
    const adv = legal.filter((a) => ADVANCED.has(a.type));
    for (const a of adv) lines.push(advancedActionTitle(a, n) ?? "", choiceLabel(a, n));
    for (const a of adv) if (a.type === "hq-attack") lines.push(...hqAttackLines(state, seg.active!, a.hq, a.target, n).map((l) => l.text));
    // One Advanced action a segment, then the bot's choice.
    const key = `${state.turn}:${state.step}`;
    const action: Action = adv.length > 0 && taken !== key ? adv[0]! : bots.get(seg.active!)!.choose(state);
    if (ADVANCED.has(action.type)) taken = key;
    // This test is about words: a bot's choice the engine refuses is passed over (the bots' own tests judge them).
    const tried = apply(state, action);
    const r = "error" in tried ? apply(state, { type: "end-segment" }) : tried;
    if ("error" in r) throw new Error(`${action.type}: ${r.error}`);
    types.add(action.type);
    for (const e of r.events) types.add(`event:${e.type}`);
    lines.push(actionTitle(action, n), ...r.events.map((e) => describeEvent(e, n).text));
    state = r.state;
  }
  const v = advancedView(state, null)!;
  lines.push(unWords(v.un, n.side).status, unWords(v.un, n.side).vetoes);
  for (const s of bundle.game.sides) lines.push(String(recordCounts(v, s.id).sp));
  return { lines, types, state };
}

describe("the Advanced game's log in names [#29]", () => {
  it("the Advanced sample with every kind of Advanced action the engine offers: no id in a line", () => {
    const b = advancedSample();
    const { lines, types, state } = play(b, 4);
    expect(state.result).not.toBeNull();
    expect(lines.length).toBeGreaterThan(500);
    expect(nameLeaks(lines, bookOf(b))).toEqual([]);
    // The Advanced actions the game offered, for the report of what reached the log.
    expect([...types].filter((t) => ADVANCED.has(t)).length).toBeGreaterThan(0);
  }, 120_000);
});
