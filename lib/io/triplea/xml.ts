import { XMLParser } from "fast-xml-parser";

/** A parsed XML element: name, attributes (entity references left as written, then decoded by `attr`), children in order. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entity references decoded), when it has any: a VASSAL PieceSlot's piece definition. */
  text?: string;
}

export const MAX_XML_BYTES = 20 * 1024 * 1024;
export const MAX_XML_DEPTH = 64;

export type XmlParse = { ok: true; root: XmlElement } | { ok: false; reason: string };

/**
 * Parses untrusted XML. Everything hostile is refused before the parser sees
 * the text, in time linear in its length: a file over 20 MB, a DOCTYPE that
 * declares entities (billion laughs, external entities), nesting deeper than
 * 64. Entity processing stays off in the parser as well, and nothing is ever
 * fetched: a `SYSTEM "game.dtd"` reference is only text to it.
 */
export function parseXml(text: string, file: string): XmlParse {
  const tooLarge = sizeProblem(text);
  if (tooLarge) return { ok: false, reason: `${file}: ${tooLarge}` };
  const doctype = doctypeProblem(text);
  if (doctype) return { ok: false, reason: `${file}: ${doctype}` };
  const depth = depthProblem(text);
  if (depth) return { ok: false, reason: `${file}: ${depth}` };
  let raw: unknown;
  try {
    raw = parser().parse(text);
  } catch (error) {
    return { ok: false, reason: `${file}: not well-formed XML (${firstLine(error)})` };
  }
  const roots = toElements(raw);
  if (roots.length !== 1) return { ok: false, reason: `${file}: not an XML document with one root element` };
  return { ok: true, root: roots[0] as XmlElement };
}

function parser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    preserveOrder: true,
    processEntities: false,
    htmlEntities: false,
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: MAX_XML_DEPTH + 1,
  });
}

/**
 * Measured in UTF-16 units, so the check costs nothing: callers that hold
 * bytes (the CLI by the file's size, the route by the body's) refuse an
 * oversized file before decoding it.
 */
function sizeProblem(text: string): string | null {
  const mb = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  return text.length > MAX_XML_BYTES ? `refused: the file is over ${mb(text.length)}, above the ${mb(MAX_XML_BYTES)} limit for a TripleA game` : null;
}

/** The prolog is everything before the first element; only there can a DOCTYPE stand. */
function doctypeProblem(text: string): string | null {
  const at = text.search(/<!DOCTYPE/i);
  if (at < 0) return null;
  const firstElement = text.search(/<[A-Za-z_]/);
  if (firstElement >= 0 && firstElement < at) return null;
  const end = doctypeEnd(text, at);
  const decl = text.slice(at, end);
  if (/<!ENTITY/i.test(decl)) return "refused: its DOCTYPE declares entities (entity expansion is never performed)";
  if (decl.includes("[")) return "refused: its DOCTYPE has an internal subset; TripleA games use only an external game.dtd reference";
  return null;
}

function doctypeEnd(text: string, from: number): number {
  let inSubset = false;
  let quote = "";
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "[") inSubset = true;
    else if (c === "]") inSubset = false;
    else if (c === ">" && !inSubset) return i + 1;
  }
  return text.length;
}

/** Nesting depth by a linear scan of tags (comments, CDATA and declarations skipped). */
function depthProblem(text: string): string | null {
  let depth = 0;
  let i = text.indexOf("<");
  while (i >= 0 && i < text.length) {
    const next = text[i + 1];
    if (text.startsWith("<!--", i)) i = skipTo(text, i, "-->");
    else if (text.startsWith("<![CDATA[", i)) i = skipTo(text, i, "]]>");
    else if (next === "?" || next === "!") i = skipTo(text, i, ">");
    else if (next === "/") {
      depth -= 1;
      i = skipTo(text, i, ">");
    } else {
      const end = tagEnd(text, i);
      if (text[end - 2] !== "/") {
        depth += 1;
        if (depth > MAX_XML_DEPTH) return `refused: elements nested deeper than ${MAX_XML_DEPTH} levels`;
      }
      i = end;
    }
    i = text.indexOf("<", i);
  }
  return null;
}

function skipTo(text: string, from: number, end: string): number {
  const at = text.indexOf(end, from + 1);
  return at < 0 ? text.length : at + end.length;
}

function tagEnd(text: string, from: number): number {
  let quote = "";
  for (let i = from + 1; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return i + 1;
  }
  return text.length;
}

function toElements(raw: unknown): XmlElement[] {
  if (!Array.isArray(raw)) return [];
  const out: XmlElement[] = [];
  for (const node of raw as Record<string, unknown>[]) {
    const attrs = (node[":@"] ?? {}) as Record<string, string>;
    for (const [key, value] of Object.entries(node)) {
      if (key === ":@" || key === "#text" || key === "#comment" || key.startsWith("?") || key.startsWith("!")) continue;
      const text = ownText(value);
      out.push({ name: key, attrs: decodeAll(attrs), children: toElements(value), ...(text ? { text } : {}) });
    }
  }
  return out;
}

function ownText(raw: unknown): string {
  if (!Array.isArray(raw)) return "";
  return decodeXmlText((raw as Record<string, unknown>[]).map((n) => (typeof n["#text"] === "string" ? n["#text"] : "")).join(""));
}

function decodeAll(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) out[k] = decodeXmlText(String(v));
  return out;
}

/** Decodes the five predefined XML entities and character references; no other entity exists here. */
export function decodeXmlText(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(amp|lt|gt|quot|apos|#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6});/g, (_m, e: string) => {
    if (e === "amp") return "&";
    if (e === "lt") return "<";
    if (e === "gt") return ">";
    if (e === "quot") return '"';
    if (e === "apos") return "'";
    const code = e.startsWith("#x") ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

export function childNamed(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]?.slice(0, 200) ?? "unknown error";
}
