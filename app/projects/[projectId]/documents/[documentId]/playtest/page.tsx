import type { Metadata } from "next";
import Link from "next/link";
import { type Action, type EngineBundle, RULESETS } from "@/lib/engine";
import { database, getPlaytest, getRevision, listPlaytests, openDocument, resolveReference } from "@/lib/db";
import { validateProject } from "@/lib/validate";
import { memoByRevisions } from "../../../../../_lib/revision-memo";
import { LocalTime } from "../../../../../_components/local-time";
import { PageHead } from "../../../../../_components/page-head";
import { PlaytestLoader } from "../../../../../_components/playtest-entry/playtest-loader";
import { orNotFound } from "../../../../../_lib/load";
import { guardPage } from "../../../../../_lib/page-access";
import { mayChangePlaytest } from "../../../../../_lib/playtest-owner";
import * as access from "@/lib/auth/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Playtest" };

type Props = {
  params: Promise<{ projectId: string; documentId: string }>;
  searchParams: Promise<{ game?: string; seed?: string; draft?: string; new?: string }>;
};

export default async function PlaytestPage({ params, searchParams }: Props) {
  const { projectId, documentId } = await params;
  const query = await searchParams;
  const db = await database();
  const actor = await guardPage(db, (a) => access.checkDocumentIn(db, a, projectId, documentId, "read"));
  const { document, project, revision } = await orNotFound(openDocument(db, documentId));
  const base = `/projects/${projectId}/documents/${documentId}`;
  const crumbs = [
    { label: "Projects", href: "/" },
    { label: project.name, href: `/projects/${project.id}` },
    { label: document.name, href: base },
    { label: "Playtest" },
  ];
  const fail = (title: string, text: string) => (
    <main>
      <PageHead crumbs={crumbs} title={`Playtest ${document.name}`} />
      <div className="panel empty">
        <h2>{title}</h2>
        <p>{text}</p>
        <Link className="btn" href={base}>
          Open the scenario
        </Link>
      </div>
    </main>
  );
  if (document.kind !== "scenario" || !revision) return fail("Only scenarios can be playtested", "Open a scenario document and press Playtest.");
  // A resumed game replays on the exact revisions it started with.
  // A guessed id of a game in a project one may not see is no game at all.
  const resume = query.game ? await access.checkPlaytest(db, actor, query.game, "read").then(() => getPlaytest(db, query.game!)).catch(() => null) : null;
  const revisionOf = (id: string | null | undefined) => (id ? getRevision(db, id).catch(() => null) : Promise.resolve(null));
  const scenarioRevision = (resume && (await revisionOf(resume.scenarioRevisionId))) || revision;
  const scenario = JSON.parse(scenarioRevision.content) as Record<string, unknown>;
  const [gameDoc, mapDoc] = await Promise.all([
    resolveReference(db, projectId, "game", String(scenario.game ?? "")),
    resolveReference(db, projectId, "map", String(scenario.map ?? "")),
  ]);
  if (!gameDoc?.revision || !mapDoc?.revision) return fail("The scenario's game or map is missing", `It names game "${String(scenario.game)}" and map "${String(scenario.map)}"; this project has no document that matches ${!gameDoc ? "the game" : "the map"}.`);
  const gameRevision = (await revisionOf(resume?.gameRevisionId)) ?? gameDoc.revision;
  const mapRevision = (await revisionOf(resume?.mapRevisionId)) ?? mapDoc.revision;
  const game = JSON.parse(gameRevision.content) as Record<string, unknown>;
  const map = JSON.parse(mapRevision.content) as Record<string, unknown>;
  // The engine's ruleset that plays this game; the registry knows only those it plays yet.
  const ruleset = RULESETS.find(game.ruleset);
  if (!ruleset) return fail("This ruleset cannot be played yet", `The engine plays the Next War standard game and Axis & Allies 1942; this game module is "${String(game.ruleset)}".`);

  // The gate's findings of these exact revisions, computed once per server process.
  const errors = memoByRevisions([gameRevision.id, mapRevision.id, scenarioRevision.id], () => {
    const found = validateProject({ game: { value: game }, map: { value: map }, scenario: { value: scenario } });
    return (["game", "map", "scenario"] as const).flatMap((kind) =>
      (found[kind] ?? []).filter((f) => f.severity === "error").map((f) => ({ document: kind, code: f.code, message: f.message, pointer: f.pointer })),
    );
  });

  // Saved games keep seeds 0 to 2^31-1 (lib/db/playtests); a larger one would not save, so it draws a random seed.
  const seedFromQuery = query.seed !== undefined && /^\d{1,10}$/.test(query.seed) && Number(query.seed) <= 2 ** 31 - 1 ? Number(query.seed) : null;
  // A random seed is drawn in the browser, once: a server re-render (after any save) must not start a new game.
  const seed = resume?.seed ?? seedFromQuery;
  const saved = await listPlaytests(db, documentId);
  // A saved game is changed only by whoever started it and the project's owners [#25 item 4]: someone else's
  // game resumed here is played on as a new game of one's own, and the list says whose each game is.
  const role = await access.roleOn(db, actor, projectId);
  const mine = (t: { createdById: string | null }) => (actor.kind === "local" ? true : t.createdById === actor.user.id);
  const copyOf = resume && !mayChangePlaytest(actor, role, resume.createdById) ? resume.createdBy : null;
  const bundle = { game, map, scenario } as unknown as EngineBundle;
  // A plain visit offers your last game back rather than silently starting another; an address that asks for a
  // game, a seed, the editor's draft or a new game gets just that.
  const last = !resume && query.seed === undefined && query.draft !== "1" && query.new === undefined ? saved.find(mine) : undefined;

  return (
    <main className="wide">
      <PageHead crumbs={crumbs} title={`Playtest: ${document.name}`} sub={resume ? `Resumed “${resume.name}” (${resume.actionCount} actions)${copyOf !== null ? `, ${copyOf ? `${copyOf}'s` : "not yours"}` : ""}` : last ? "Go on with your last game, or start a new one." : "A new game of the current revision."}>
        <Link className="btn" href={`${base}/playtest?new=1`}>
          New game
        </Link>
        {saved.length > 0 && (
          <details className="menu">
            <summary className="btn">Saved games ({saved.length})</summary>
            <div className="menu-items saved-games">
              {saved.slice(0, 30).map((t) => (
                <Link key={t.id} href={`${base}/playtest?game=${t.id}`}>
                  {t.name || `Seed ${t.seed}`} · {t.actionCount} actions · {t.status}
                  {actor.kind === "user" && <> · {mine(t) ? "yours" : t.createdBy ? `by ${t.createdBy}` : "creator not recorded"}</>} · <LocalTime iso={t.updatedAt} />
                </Link>
              ))}
            </div>
          </details>
        )}
      </PageHead>
      {last ? (
        <div className="panel pad resume-offer" data-testid="resume-offer">
          <h2>{last.status === "finished" ? "Your last game of this scenario is over" : "Resume your last game?"}</h2>
          <p>
            <strong>{last.name || `Seed ${last.seed}`}</strong> · {last.actionCount} action{last.actionCount === 1 ? "" : "s"} · {last.status === "finished" ? "finished" : "in progress"} · saved <LocalTime iso={last.updatedAt} />
          </p>
          {last.scenarioRevisionId !== revision.id && <p className="muted">It was started on an earlier revision of the scenario and goes on with that revision, its game and its map.</p>}
          <div className="actions">
            <Link className={last.status === "finished" ? "btn" : "btn primary"} href={`${base}/playtest?game=${last.id}`}>
              {last.status === "finished" ? "Review it" : "Resume"}
            </Link>
            <Link className={last.status === "finished" ? "btn primary" : "btn"} href={`${base}/playtest?new=1`}>
              New game
            </Link>
          </div>
        </div>
      ) : (
        <PlaytestLoader
          key={resume?.id ?? `new-${seedFromQuery ?? "random"}`}
          projectId={projectId}
          documentId={documentId}
          scenarioName={document.name}
          scenarioRevisionId={scenarioRevision.id}
          gameRevisionId={gameRevision.id}
          mapRevisionId={mapRevision.id}
          bundle={bundle}
          ruleset={ruleset.id}
          seed={seed}
          seedWasRandom={!resume && seedFromQuery === null}
          playtestId={resume && copyOf === null ? resume.id : null}
          copyOf={copyOf}
          initialActions={(resume?.actions ?? []) as Action[]}
          errors={errors}
          useDraft={query.draft === "1" && !resume}
        />
      )}
    </main>
  );
}
