import type { Finding } from "./findings";
import { checkBundleText } from "./project";

/** Findings that no "import anyway" can override: the text cannot be stored faithfully. */
const UNSTORABLE = new Set([
  "E-JSON-SYNTAX",
  "E-FILE-TOO-LARGE",
  "E-JSON-TOO-DEEP",
  "E-JSON-FORBIDDEN-KEY",
  "E-JSON-NUMBER-RANGE",
  "E-JSON-LONE-SURROGATE",
]);
/** Findings that say a document is not what its schema (after migrations) describes. */
const SCHEMA = new Set(["E-SCHEMA", "E-SCHEMA-VERSION"]);

export interface ImportCheck {
  /** Never imported: malformed, over a limit, or not a bundle at all. */
  refused: Finding[];
  /** Schema errors in the documents: imported only when the user says "import anyway". */
  schema: Finding[];
  /** Lint findings: reported, never blocking. */
  lints: Finding[];
  /** Each finding as one line naming its document and place. */
  describe: (f: Finding) => string;
  /** The parsed bundle, when the text parsed. */
  value?: unknown;
}

/**
 * Sorts a bundle's findings for import. A bundle whose own structure is wrong
 * (not a bundle, bad kind) is refused like malformed text; a document that
 * does not match its schema needs the user's word; lints are only reported.
 */
export function checkImport(text: string): ImportCheck {
  const { findings, value } = checkBundleText(text);
  const documents = (value as { documents?: { kind?: unknown; name?: unknown }[] } | undefined)?.documents;
  const describe = (f: Finding): string => {
    const m = /^\/documents\/(\d+)\/content(\/.*)?$/.exec(f.pointer);
    const doc = m && Array.isArray(documents) ? documents[Number(m[1])] : undefined;
    const place = f.line !== undefined ? `line ${f.line}, column ${f.column}` : "";
    const where = doc
      ? `the ${String(doc.kind)} "${String(doc.name)}" at ${m?.[2] ?? "/"}${place ? ` (${place})` : ""}`
      : f.pointer
        ? `${f.pointer}${place ? ` (${place})` : ""}`
        : place || "the bundle";
    // Schema messages start with their own pointer ("/terrain: …", "The document: …"); the place is said already.
    const message = f.message.replace(/^(?:The document|\/[^\s:]*): /, "").replace(/\.$/, "");
    // Some messages carry their own place ("… (line 1, column 101) …"): do not say it twice.
    if (!doc && !f.pointer && /\(line \d+, column \d+\)/.test(message)) return `${message} [${f.code}]`;
    return `${where}: ${message} [${f.code}]`;
  };
  const inDocument = (f: Finding) => /^\/documents\/\d+\/content(\/|$)/.test(f.pointer);
  const refused = findings.filter((f) => UNSTORABLE.has(f.code) || (SCHEMA.has(f.code) && !inDocument(f)));
  const schema = findings.filter((f) => SCHEMA.has(f.code) && inDocument(f));
  const lints = findings.filter((f) => !UNSTORABLE.has(f.code) && !SCHEMA.has(f.code));
  return { refused, schema, lints, describe, value };
}
