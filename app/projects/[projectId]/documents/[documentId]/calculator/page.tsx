import type { Metadata } from "next";
import Link from "next/link";
import { database, openDocument } from "@/lib/db";
import { BattleCalculator } from "../../../../../_components/battle-calculator/battle-calculator";
import { parseAreaGame } from "../../../../../_components/battle-calculator/calculator-form";
import { PageHead } from "../../../../../_components/page-head";
import { orNotFound } from "../../../../../_lib/load";
import { guardPage } from "../../../../../_lib/page-access";
import * as access from "@/lib/auth/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Battle calculator" };

type Props = { params: Promise<{ projectId: string; documentId: string }> };

/** The battle calculator on a game document's current revision (units typed in). */
export default async function CalculatorPage({ params }: Props) {
  const { projectId, documentId } = await params;
  const db = await database();
  await guardPage(db, (a) => access.checkDocumentIn(db, a, projectId, documentId, "read"));
  const { document, project, revision } = await orNotFound(openDocument(db, documentId));
  const base = `/projects/${projectId}/documents/${documentId}`;
  const crumbs = [{ label: "Projects", href: "/" }, { label: project.name, href: `/projects/${project.id}` }, { label: document.name, href: base }, { label: "Battle calculator" }];
  let content: unknown = null;
  try {
    content = revision ? JSON.parse(revision.content) : null;
  } catch {
    // shown below as "not a JSON object"
  }
  const read = document.kind === "game" ? parseAreaGame(content) : { ok: false as const, message: "Open an Axis & Allies game document: the calculator uses its unit table." };
  return (
    <main className="wide">
      <PageHead crumbs={crumbs} title={`Battle calculator: ${document.name}`} sub="Solves the battle exactly with the game's unit table where it can, else fights it thousands of times on every core of this computer; strategic bombing raids too." />
      {read.ok ? (
        <BattleCalculator game={read.game} />
      ) : (
        <div className="panel empty">
          <h2>No calculator for this document</h2>
          <p>{read.message}</p>
          <Link className="btn" href={base}>
            Open the document
          </Link>
        </div>
      )}
    </main>
  );
}
