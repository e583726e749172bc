import { describe, expect, it } from "vitest";
import { apply, type Action, currentSegment, type EngineBundle, type GameState, legalActions, navalMoveTargets, navalView } from "@/lib/engine";
import { navalChoices, percent, placeNames } from "@/lib/playtest/naval-choices";
import { NavalPanel, NavalPick } from "./naval-panel";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { sample, sampleAfter, sidesOf } from "./test-kit";

/**
 * The naval display as a player sees it [7.1–7.5, 8.5.6, 13.2], rendered
 * from real states of the Next War sample (seed 11): blue's 1st Carrier
 * Group and 1st Surface Action Group in the Halvard Sea box, its 1st
 * Amphibious Group in the coastal box, red's 1st Surface Action Group in its
 * port at 4905, and red's level 2 mine at 4804.
 */

const SWEEP = 0; // blue's mine-sweeping step [7.5.2]
const RED_MOVE = 1; // red's initiative movement segment
const ELITE = 3; // blue's elite reaction movement segment
const BLUE_MOVE = 6; // blue's reaction movement segment

function panel(state: GameState, opts: { bundle?: EngineBundle; canAct?: boolean; viewer?: string | null; legal?: Action[] } = {}): string {
  const bundle = opts.bundle ?? state.bundle;
  const seg = currentSegment(state);
  return render(
    <NavalPanel
      view={navalView(state)}
      state={state}
      legal={opts.legal ?? legalActions(state)}
      sides={sidesOf(bundle)}
      names={placeNames(bundle)}
      active={seg.active}
      segmentKind={seg.kind}
      canAct={opts.canAct ?? true}
      onAct={() => true}
      viewer={opts.viewer ?? null}
    />,
  );
}

/** The picked ship's form, as the panel shows it once the player picks `unit` and, maybe, a destination. */
function pick(state: GameState, unit: string, to = "", bundle: EngineBundle = state.bundle): string {
  const choices = navalChoices(legalActions(state));
  const names = placeNames(bundle);
  const words = { ...Object.fromEntries(sidesOf(bundle).map((s) => [s.id, s.name])), ...names };
  return render(
    <NavalPick
      state={state}
      unit={unit}
      destinations={choices.moves.get(unit) ?? []}
      mines={choices.layByUnit.get(unit) ?? []}
      to={to}
      onTo={() => {}}
      mineHex=""
      onMineHex={() => {}}
      names={names}
      words={words}
      onAct={() => true}
    />,
  );
}

const text = (html: string, id: string) => textOf(byTestId(html, id));

function ok(state: GameState, action: Action): GameState {
  const r = apply(state, action);
  if ("error" in r) throw new Error(r.error);
  return r.state;
}

function withNaval(state: GameState, patch: Partial<NonNullable<GameState["naval"]>>): GameState {
  return { ...state, naval: { ...(state.naval as NonNullable<GameState["naval"]>), ...patch } };
}

/** Ships put at other places (box ids or hex labels), as if they had sailed there [8.5.6.3]. */
function withShipsAt(state: GameState, at: Record<string, string>): GameState {
  const units = { ...state.units };
  for (const [id, place] of Object.entries(at)) units[id] = { ...units[id]!, at: place };
  return { ...state, units };
}

describe("NavalPanel: boxes, control markers and ships [7.1, 7.2]", () => {
  const html = panel(sampleAfter(SWEEP));

  it("[7.1, 7.2] shows the sea box and the coastal box, each with its control marker and its ships", () => {
    expect(text(html, "naval-zone-halvard-sea")).toMatch(/^Halvard Sea Halvard Sea box Northern Coalition .* Halvard coastal box Northern Coalition /);
    expect(text(html, "naval-control-halvard-sea-box")).toBe("Northern Coalition");
    expect(text(html, "naval-control-halvard-coastal")).toBe("Northern Coalition");
    const seaBox = byTestId(html, "naval-box-halvard-sea-box");
    expect(text(seaBox, "naval-unit-nl-cv-1")).toBe("1st Carrier Group CV · CS 1 · range 10");
    expect(text(seaBox, "naval-unit-nl-sag-1")).toBe("1st Surface Action Group SAG · CS 2 · range 8");
    expect(text(byTestId(html, "naval-box-halvard-coastal"), "naval-unit-nl-amph-1")).toBe("1st Amphibious Group AMPH · CS 1 · range 6 aboard: 2nd Marine Battalion (1 SP) · 1 of 2 SP, 1 free"); // the sample sets its marines up aboard [8.5.8.1]
  });

  it("[8.5.6.3] shows a ship in port with the port's hex, and 'no ships' in empty sea hexes", () => {
    expect(text(html, "naval-unit-os-sag-1")).toBe("1st Surface Action Group SAG · CS 2 · range 8 · 4905");
    expect(textOf(html)).toContain("Sea hexes control: the coastal box's no ships Ports 1st Surface Action Group");
  });

  it("[7.2] a contested box reads Contested; an enemy-held one names its side", () => {
    const h = panel(withNaval(sampleAfter(SWEEP), { control: { "halvard-sea-box": "red", "halvard-coastal": null } }));
    expect(text(h, "naval-control-halvard-sea-box")).toBe("Eastern Pact");
    expect(text(h, "naval-control-halvard-coastal")).toBe("Contested");
  });

  it("[8.5.6.5] says when a storm stops naval moves and control rolls", () => {
    expect(textOf(html)).not.toContain("storm");
    expect(textOf(panel({ ...sampleAfter(SWEEP), weather: "storm" }))).toContain("Naval war [7] · storm: no naval moves nor control rolls [8.5.6.5]");
  });
});

describe("NavalPanel: ASW, submarine threat and mines [7.4, 7.5]", () => {
  it("[7.4] shows each side's ASW and submarine threat levels and the side that rolls for control [7.2]", () => {
    const html = panel(sampleAfter(SWEEP));
    expect(text(html, "naval-side-blue")).toBe("Northern Coalition (rolls) 2 1 3");
    expect(text(html, "naval-side-red")).toBe("Eastern Pact 1 3 3");
    const moved = panel(withNaval(sampleAfter(SWEEP), { asw: { blue: 4, red: 0 }, sub: { blue: 5, red: 1 } }));
    expect([text(moved, "naval-asw-blue"), text(moved, "naval-sub-blue"), text(moved, "naval-asw-red"), text(moved, "naval-sub-red")]).toEqual(["4", "5", "0", "1"]);
  });

  it("[7.5, 7.5.3] lists each mine marker with its hex, side and level", () => {
    expect(text(panel(sampleAfter(SWEEP)), "naval-mines-halvard-sea")).toBe("Mines [7.5.3]: 4804 Eastern Pact level 2");
    expect(text(panel(withNaval(sampleAfter(SWEEP), { mines: {} })), "naval-mines-halvard-sea")).toBe("Mines [7.5.3]: none");
  });

  it("[7.5.1.2, 7.5.3] a mine laid by submarine shows at level 1, a coastal hex's as coastal; the threat level and markers left drop", () => {
    const html = panel(ok(sampleAfter(RED_MOVE), { type: "lay-mine", hex: "4905" }));
    expect(text(html, "naval-mines-halvard-sea")).toBe("Mines [7.5.3]: 4804 Eastern Pact level 2, 4905 Eastern Pact level 1 (coastal)");
    expect(text(html, "naval-side-red")).toBe("Eastern Pact 1 2 2");
  });
});

describe("NavalPanel: sweeping mines [7.5.2]", () => {
  it("[7.5.2] offers the enemy marker to sweep with its level and chance, and the attempts left", () => {
    const html = text(panel(sampleAfter(SWEEP)), "naval-sweep");
    expect(html).toBe("Sweep mines [7.5.2] A roll of 0–3 lowers the marker a level (−2 with an own naval unit in its area); 2 attempts left this step. Sweep the mine at 4804 (level 2): 40%");
  });

  it("[7.5.2] with an own ship in the marker's area the chance rises and the DRM shows", () => {
    const html = text(panel(withShipsAt(sampleAfter(SWEEP), { "nl-sag-1": "4804" })), "naval-sweep");
    expect(html).toContain("Sweep the mine at 4804 (level 2): 60% (DRM -2)");
  });

  it("[7.5.2] after both attempts of the step there is nothing to sweep, and it says so", () => {
    const s = sampleAfter(SWEEP);
    const spent = { ...s, seg: { ...s.seg, sweeps: 2 } };
    expect(navalChoices(legalActions(spent)).sweeps).toEqual([]);
    const html = text(panel(spent), "naval-sweep");
    expect(html).toBe("Sweep mines [7.5.2] Both attempts of this step are made. End the segment to go on.");
  });

  it("[7.5.2] offers nothing when the player may not act (a bot's turn, a replay)", () => {
    expect(allByTestId(panel(sampleAfter(SWEEP), { canAct: false }), "naval-sweep")).toEqual([]);
  });
});

describe("NavalPanel: naval moves and mine laying [8.5.6.4, 7.5.1]", () => {
  it("[8.5.6.4, 7.5.1.2] in red's movement: its ship to pick, and the hexes red may mine by submarine", () => {
    const s = sampleAfter(RED_MOVE);
    const html = byTestId(panel(s), "naval-move");
    expect(textOf(html)).toMatch(/^Naval movement \[8\.5\.6\.4, 7\.5\.1\] 1st Surface Action Group at 4905 Lay a level 1 mine by submarine at /);
    expect(html).toContain('<button type="button" class="linkish" aria-pressed="false">1st Surface Action Group</button>');
    const submarine = byTestId(html, "naval-submarine-mine");
    expect([...submarine.matchAll(/<option value="(\d{4})"/g)].map((m) => m[1])).toEqual(navalChoices(legalActions(s)).layBySubmarine);
    expect(textOf(submarine)).toContain("Lay mine (submarine threat −1) [7.5.1.2]");
  });

  it("[8.5.6.4] offers no naval move when the player may not act", () => {
    expect(allByTestId(panel(sampleAfter(RED_MOVE), { canAct: false }), "naval-move")).toEqual([]);
  });

  it("[8.5.6.4] in the elite reaction segment the ships may not move, and each says which rule stops it", () => {
    const html = panel(sampleAfter(ELITE));
    const move = byTestId(html, "naval-move");
    expect(move).not.toContain("<button");
    for (const id of ["nl-cv-1", "nl-sag-1", "nl-amph-1"])
      expect(text(move, `naval-bar-${id}`)).toBe("[8.5.6.4] naval units do not move in this segment (the elite reaction segment is for ground units)");
    expect(textOf(move)).toContain("1st Carrier Group at Halvard Sea box");
  });

  it("[8.5.6.4] a ship that has sailed shows as moved, and may not sail again", () => {
    const s = ok(sampleAfter(BLUE_MOVE), { type: "naval-move", unit: "nl-amph-1", to: "0101" });
    const html = panel(s);
    expect(text(html, "naval-unit-nl-amph-1")).toBe("1st Amphibious Group AMPH · CS 1 · range 6 · 0101 · moved aboard: 2nd Marine Battalion (1 SP) · 1 of 2 SP, 1 free");
    // The engine's refusal names the rule once, and the unit by its name.
    expect(text(html, "naval-bar-nl-amph-1")).toBe("[8.5.6.4] 1st Amphibious Group has already moved (or laid mines) this segment");
    expect(byTestId(html, "naval-move")).toContain('aria-pressed="false">1st Carrier Group</button>');
  });
});

describe("NavalPick: where a ship may sail and what it risks [8.5.6.4.1, 7.5.1.1]", () => {
  const s = sampleAfter(RED_MOVE);
  const coastal = (navalMoveTargets(s, "os-sag-1") as Exclude<ReturnType<typeof navalMoveTargets>, { error: string }>).find((t) => t.to === "halvard-coastal")!;

  it("[8.5.6.4.1] into the enemy's coastal box: a button with its chance, and the contested-move roll with its reasons and DRMs, in the documents' words, when pointed at", () => {
    expect(coastal.reasons.length).toBeGreaterThan(0);
    const html = pick(s, "os-sag-1", "halvard-coastal");
    const risk = text(html, "naval-risk");
    expect(risk).toMatch(/^Halvard coastal box: Contested-move roll \[8\.5\.6\.4\.1\]: .*enemy-controlled Halvard coastal box.*\. DRM [+-]\d+ \(.*\+1 1st Carrier Group in Halvard Sea box, \+1 1st Surface Action Group in Halvard Sea box.*\); \d+% to pass, else it stays where it is\.$/);
    expect(risk).toContain(`; ${percent(coastal.passChance)} to pass`);
    expect(risk).not.toMatch(/nl-cv-1|halvard-sea-box/);
    expect(textOf(byTestId(html, "naval-boxes"))).toContain(`Sail to Halvard coastal box — contested: ${percent(coastal.passChance)} to pass`);
  });

  it("[8.5.6.4] the map's destinations are picked on the board: a short summary, the boxes as buttons, no dropdown of hex numbers", () => {
    const html = pick(s, "os-sag-1");
    const legal = navalChoices(legalActions(s)).moves.get("os-sag-1")!;
    const boxes = legal.filter((to) => !/^\d+$/.test(to));
    expect(html).not.toContain('aria-label="Naval destination"');
    expect(text(html, "naval-pick-summary")).toMatch(new RegExp(`^Sail 1st Surface Action Group: ${legal.length} destinations: .* — shaded .* on the board\\.$`));
    expect([...byTestId(html, "naval-boxes").matchAll(/<button/g)].length).toBe(boxes.length);
    expect(text(html, "naval-risk")).toBe("Point at a destination for its contested-move risk [8.5.6.4.1].");
    expect([...html.matchAll(/<button/g)].length).toBeLessThan(10);
  });

  it("[7.5.1.1] offers a level 2 mine instead, at the hexes the engine lists for the ship", () => {
    const html = pick(s, "os-sag-1");
    expect(navalChoices(legalActions(s)).layByUnit.get("os-sag-1")).toEqual(["4905", "5004", "5005"]);
    expect(html).toContain('<select aria-label="Mine hex for this ship"><option value="4905" selected="">4905</option><option value="5004">5004</option><option value="5005">5005</option></select>');
    expect(textOf(html)).toContain("Or lay a level 2 mine at 4905 5004 5005 Lay mine [7.5.1.1]");
  });

  it("[8.5.6.4.1] from an own box to an own box there is no roll, and it says so", () => {
    const html = pick(sampleAfter(BLUE_MOVE), "nl-cv-1", "halvard-coastal");
    expect(text(html, "naval-risk")).toBe("Halvard coastal box: No contested-move roll on this route [8.5.6.4.1].");
    expect(textOf(byTestId(html, "naval-boxes"))).toContain("Sail to Halvard coastal box");
    expect(textOf(byTestId(html, "naval-boxes"))).not.toContain("Sail to Halvard coastal box —");
  });
});

describe("NavalPanel under fog of war [13.2]", () => {
  const s = sampleAfter(SWEEP);

  it("[13.2] the enemy's first ship at a place shows, the rest are unknown ships", () => {
    const seaBox = byTestId(panel(s, { viewer: "red" }), "naval-box-halvard-sea-box");
    expect(text(seaBox, "naval-unit-nl-cv-1")).toBe("1st Carrier Group CV · CS 1 · range 10");
    expect(allByTestId(seaBox, "naval-unit-nl-sag-1")).toEqual([]);
    expect(allByTestId(seaBox, "naval-unit-hidden").map(textOf)).toEqual(["Unknown ship (fog of war)"]);
    expect(textOf(seaBox)).not.toContain("Surface Action Group");
  });

  it("[13.2] a player sees all of their own ships, and the enemy's lone ship at its port", () => {
    const html = panel(s, { viewer: "blue" });
    expect(allByTestId(html, "naval-unit-hidden")).toEqual([]);
    expect(text(html, "naval-unit-nl-sag-1")).toBe("1st Surface Action Group SAG · CS 2 · range 8");
    expect(text(html, "naval-unit-os-sag-1")).toBe("1st Surface Action Group SAG · CS 2 · range 8 · 4905");
  });

  it("[13.2] an unknown ship in a sea hex still shows where it is", () => {
    const html = panel(withShipsAt(s, { "nl-cv-1": "4803", "nl-sag-1": "4803" }), { viewer: "red" });
    expect(allByTestId(html, "naval-unit-hidden").map(textOf)).toEqual(["Unknown ship (fog of war) · 4803"]);
  });

  it("[13.2] without fog of war every ship shows", () => {
    const html = panel(s);
    expect(allByTestId(html, "naval-unit-hidden")).toEqual([]);
    expect(["nl-cv-1", "nl-sag-1", "nl-amph-1", "os-sag-1"].map((id) => allByTestId(html, `naval-unit-${id}`).length)).toEqual([1, 1, 1, 1]);
  });
});

describe("names are text, never markup", () => {
  const bold = "<b>Bold</b> Group";
  const bundle = sample({ "nl-sag-1": bold, "os-sag-1": `${bold} & "Co"` });

  it("a unit's name with <b> in it shows as text in the display, the move list and the contested-move words", () => {
    const sweep = panel(sampleAfter(SWEEP, bundle));
    const elite = panel(sampleAfter(ELITE, bundle));
    const red = sampleAfter(RED_MOVE, bundle);
    const picked = pick(red, "os-sag-1", "halvard-coastal");
    for (const html of [sweep, elite, picked]) expect(html).not.toMatch(/<b>/i);
    expect(text(sweep, "naval-unit-nl-sag-1")).toBe(`${bold} SAG · CS 2 · range 8`);
    expect(byTestId(sweep, "naval-unit-nl-sag-1")).toContain("&lt;b&gt;Bold&lt;/b&gt; Group");
    expect(textOf(byTestId(elite, "naval-move"))).toContain(`${bold} at Halvard Sea box`);
    expect(text(picked, "naval-pick-summary")).toContain(`Sail ${bold} & "Co":`);
    // The engine's sentence names nl-sag-1 by id; the words put its name in, still as text.
    expect(text(picked, "naval-risk")).toContain(`+1 ${bold} in Halvard Sea box`);
  });
});
