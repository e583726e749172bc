"use client";
/**
 * The Axis & Allies battle calculator panel: two sides typed in from the
 * game's unit table, the options of `warbench odds`, and a run of N battles on
 * every core (Web Workers) with progress and cancel. For the same seed and
 * runs it gives the numbers `warbench odds` gives: the same engine code, the
 * same seeded blocks, the same totals.
 *
 * Exported for the area playtest, which opens it pre-filled with a battle.
 */
import { type FormEvent, useId, useState } from "react";
import type { AreaGame } from "@/lib/model";
import styles from "./battle-calculator.module.css";
import { type CalculatorForm, type CalculatorInitial, MAX_RUNS, type Role, buildJob, initialForm } from "./calculator-form";
import { CalculatorResults } from "./calculator-results";
import { CalculatorModes, RaidCalculator } from "./raid-calculator";
import { useCalculator } from "./use-calculator";

export type { CalculatorInitial, CalculatorSide } from "./calculator-form";

export interface BattleCalculatorProps {
  game: AreaGame;
  /** Read once when the panel mounts: give the panel a new `key` to load another battle. */
  initial?: CalculatorInitial;
}

export function BattleCalculator({ game, initial }: BattleCalculatorProps) {
  const [form, setForm] = useState<CalculatorForm>(() => initialForm(game, initial));
  const [problem, setProblem] = useState<{ message: string; rule?: string } | null>(null);
  const { state, run, cancel } = useCalculator();
  const formId = useId();
  const [mode, setMode] = useState<"battle" | "raid">("battle");
  const running = state.status === "running";

  const update = (patch: Partial<CalculatorForm>) => setForm((f) => ({ ...f, ...patch }));
  const setCount = (role: Role, id: string, text: string) => setForm((f) => ({ ...f, [role]: { ...f[role], counts: { ...f[role].counts, [id]: text } } }));
  const setNation = (role: Role, nation: string) => setForm((f) => ({ ...f, [role]: { ...f[role], nation } }));
  const clear = () => setForm((f) => ({ ...f, attacker: { ...f.attacker, counts: {} }, defender: { ...f.defender, counts: {} } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    const built = buildJob(game, form);
    if (!built.ok) {
      setProblem({ message: built.message, rule: built.rule });
      return;
    }
    setProblem(null);
    run(built.job);
  };

  const nationPicker = (role: Role) => (
    <select aria-label={`${role === "attacker" ? "Attacking" : "Defending"} nation`} value={form[role].nation} onChange={(e) => setNation(role, e.target.value)} disabled={running}>
      {game.sides.map((side) => (
        <optgroup key={side.id} label={side.name}>
          {game.nations
            .filter((n) => n.side === side.id)
            .map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );

  const progress = state.status === "running" || state.status === "cancelled" ? state : null;
  const modes = <CalculatorModes mode={mode} onMode={setMode} />;
  if (mode === "raid") {
    return (
      <>
        {modes}
        <RaidCalculator game={game} />
      </>
    );
  }
  return (
    <>
    {modes}
    <div className={styles.layout}>
      <form id={formId} className={`panel ${styles.form}`} onSubmit={submit} aria-label="Battle calculator">
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Unit</th>
              <th className={styles.num} title="Attack / defence">
                A/D
              </th>
              <th className={styles.num}>Cost</th>
              <th className={styles.count}>
                Attacker
                <br />
                {nationPicker("attacker")}
              </th>
              <th className={styles.count}>
                Defender
                <br />
                {nationPicker("defender")}
              </th>
            </tr>
          </thead>
          <tbody>
            {game.unitTypes.map((u) => (
              <tr key={u.id}>
                <td>
                  {u.name} <span className={styles.domain}>{u.domain}</span>
                </td>
                <td className={styles.num}>
                  {u.attack}/{u.defence}
                </td>
                <td className={styles.num}>{u.cost}</td>
                {(["attacker", "defender"] as const).map((role) => (
                  <td key={role} className={styles.count}>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={`${role === "attacker" ? "Attacker" : "Defender"} ${u.name}`}
                      value={form[role].counts[u.id] ?? ""}
                      placeholder="0"
                      onChange={(e) => setCount(role, u.id, e.target.value)}
                      disabled={running}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>

        <fieldset className={styles.options} disabled={running}>
          <legend>Options</legend>
          <label>
            Battle{" "}
            <select aria-label="Battle" value={form.kind} onChange={(e) => update({ kind: e.target.value === "sea" ? "sea" : "land" })}>
              <option value="land">Land (territory)</option>
              <option value="sea">Sea (sea zone)</option>
            </select>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={form.kind === "land" && form.amphibious} disabled={form.kind === "sea"} onChange={(e) => update({ amphibious: e.target.checked })} />
            Amphibious assault
          </label>
          <label title="Exact: every outcome weighed, no dice (warbench odds' default); a battle with too many casualty states is sampled">
            Method{" "}
            <select aria-label="Method" value={form.method} onChange={(e) => update({ method: e.target.value === "monte-carlo" ? "monte-carlo" : "auto" })}>
              <option value="auto">Exact where possible</option>
              <option value="monte-carlo">Monte Carlo (runs)</option>
            </select>
          </label>
          <label>
            Runs <input aria-label="Runs" type="text" inputMode="numeric" value={form.runs} onChange={(e) => update({ runs: e.target.value })} title={`1 to ${MAX_RUNS.toLocaleString("en")}`} />
          </label>
          <label>
            Seed <input aria-label="Seed" type="text" inputMode="numeric" value={form.seed} onChange={(e) => update({ seed: e.target.value })} />
          </label>
          <label>
            Retreat after round <input aria-label="Retreat after round" type="text" inputMode="numeric" placeholder="never" value={form.retreatAfter} onChange={(e) => update({ retreatAfter: e.target.value })} />
          </label>
          <label>
            Retreat below (units) <input aria-label="Retreat below (units)" type="text" inputMode="numeric" placeholder="never" value={form.retreatBelow} onChange={(e) => update({ retreatBelow: e.target.value })} />
          </label>
        </fieldset>

      </form>
      {/* Run, progress and any problem sit on top of the results: in view beside a long unit table. */}
      <div className={`panel ${styles.side}`}>
        <div className={styles.run}>
          <button type="submit" form={formId} className="btn primary" disabled={running}>
            ▶ Run
          </button>
          <button type="button" className="btn" onClick={cancel} disabled={!running}>
            Cancel
          </button>
          <button type="button" className="btn ghost" onClick={clear} disabled={running}>
            Clear units
          </button>
          {progress && (
            <span className={styles.progress}>
              <progress value={progress.done} max={progress.runs} aria-label="Battles fought" />
              <span data-testid="calculator-progress">
                {progress.done.toLocaleString("en")} / {progress.runs.toLocaleString("en")}
                {state.status === "cancelled" ? " — cancelled" : ""}
              </span>
            </span>
          )}
        </div>
        {problem && (
          <p className={styles.problem} role="alert" data-testid="calculator-problem">
            No battle: {problem.message}
            {problem.rule ? ` [${problem.rule}]` : ""}
          </p>
        )}
        {state.status === "failed" && (
          <p className={styles.problem} role="alert">
            The calculation failed: {state.message}
          </p>
        )}
        {state.status === "done" && !problem ? (
          <CalculatorResults game={game} result={state.result} totals={state.totals} job={state.job} ms={state.ms} workers={state.workers} />
        ) : (
          !problem && state.status === "idle" && <p className={styles.muted}>Type in the units of both sides and press Run.</p>
        )}
      </div>
    </div>
    </>
  );
}
