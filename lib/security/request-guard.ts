import { formatBytes } from "@/lib/model/json-input";

/**
 * Who may talk to the studio, decided in one place (proxy.ts calls this for
 * every request). The studio has no accounts: anyone who can reach it can
 * change anything, so it listens on loopback by default and refuses what a
 * browser could be tricked into sending:
 * - a Host header naming another host (DNS rebinding: a page on
 *   rebind.attacker.example resolving to 127.0.0.1 would otherwise read and
 *   write the library as a "same-origin" site);
 * - a state-changing request from another origin (a page on any site can POST
 *   a form or a no-cors fetch to 127.0.0.1 without a preflight);
 * - an API write whose body is not JSON (text/plain, url-encoded and multipart
 *   are exactly what a cross-site form can send without a preflight).
 * Pure: no Next, no I/O; the environment comes in as an argument.
 */
export interface GuardRequest {
  method: string;
  /** The URL path, e.g. /api/projects/import. */
  path: string;
  header: (name: string) => string | null;
}

export interface GuardEnv {
  HOST?: string;
  /** Extra host names, comma-separated: a team server behind a proxy. */
  WARBENCH_ALLOWED_HOSTS?: string;
}

export type GuardVerdict = { ok: true } | { ok: false; status: 403 | 413 | 415; reason: string } | MethodRefusal;

/** A method the studio does not answer: 405, with the Allow header's value. */
export type MethodRefusal = { ok: false; status: 405; reason: string; allow: string };

/**
 * The most body Next hands on through proxy.ts: it buffers a copy of every
 * request body for the proxy and passes on only the first
 * `experimental.proxyClientMaxBodySize` bytes (1 MB in next.config.js, the
 * server action limit) — silently cutting a longer body short. A body declared
 * longer is refused here with the reason instead. Keep this equal to that
 * setting (request-guard.test.ts reads next.config.js to check). Pages and
 * server actions take small bodies only; large ones go to the API.
 */
export const PROXY_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The most body an API request may declare: above the largest any route reads
 * (a document's text, 64 MB; a bundle, 50 MB), each of which reads its own
 * body no further than its own limit (app/_lib/read-body.ts).
 */
export const API_BODY_LIMIT_BYTES = 96 * 1024 * 1024;

/**
 * The API: checked by the server gate (server-gate.ts) before Next sees the
 * request, and not by proxy.ts, for which Next would first buffer a copy of
 * the body. proxy.ts's matcher leaves out the same paths (a test holds them equal).
 */
export function isGatedPath(path: string): boolean {
  return path.startsWith("/api/");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The methods the studio answers: pages and route handlers take GET and HEAD
 * (OPTIONS is answered for them), server actions and the API POST, and route
 * handlers may export PUT, PATCH and DELETE. Anything else — TRACE and TRACK
 * above all, which Next cannot even represent as a request, so they used to
 * end in a 500 without the security headers — is refused with 405 [#25 item 10].
 */
export const SUPPORTED_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The most body a request may send before its session is known to be valid,
 * in team mode [#25 item 5]: a sign-in form is a few hundred bytes. Longer
 * bodies, and bodies of unknown length (chunked), wait for the session to be
 * checked against the database and are refused unread without one
 * (lib/security/server-gate.ts): reading them first let anyone without an
 * account make the server hold gigabytes.
 */
export const ANONYMOUS_BODY_LIMIT_BYTES = 64 * 1024;
const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];
/** What the import dialog sends (app/_components/library-toolbar.tsx); a form on another site cannot send it without a preflight. */
const API_BODY_TYPES = ["application/json"];
/** Routes that take a file's raw bytes (a VASSAL module is a zip): no cross-site form can send application/octet-stream without a preflight either. */
const RAW_BODY_PATHS = new Set(["/api/projects/import-vassal"]);

/** The host names this studio answers to: loopback, HOST (unless it binds every interface) and WARBENCH_ALLOWED_HOSTS. */
export function allowedHosts(env: GuardEnv): Set<string> {
  const hosts = new Set(LOOPBACK);
  const add = (h: string) => {
    const name = normaliseHostname(h);
    if (name && name !== "0.0.0.0" && name !== "[::]") hosts.add(name);
  };
  if (env.HOST) add(env.HOST);
  for (const h of (env.WARBENCH_ALLOWED_HOSTS ?? "").split(",")) if (h.trim()) add(h);
  return hosts;
}

const bindsEverything = (env: GuardEnv) => ["0.0.0.0", "::", "[::]"].includes((env.HOST ?? "").trim());
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Whether the studio answers to this (normalised) host name. A studio bound to
 * every interface (a team server, HOST=0.0.0.0) also answers to any address
 * literal, so colleagues can reach it by the machine's address without
 * configuring anything: DNS rebinding needs a domain name that resolves to the
 * studio, and an address literal is no such name. Other names (the machine's
 * DNS name, a proxy's) go in WARBENCH_ALLOWED_HOSTS.
 */
export function servesHost(name: string, env: GuardEnv, hosts = allowedHosts(env)): boolean {
  if (hosts.has(name)) return true;
  if (!bindsEverything(env) || name === "0.0.0.0" || name === "[::]") return false;
  return IPV4.test(name) || /^\[[0-9a-f:.]+\]$/.test(name);
}

/**
 * The host name of a Host header (or of a HOST / WARBENCH_ALLOWED_HOSTS entry),
 * lower case, without the port: "LocalHost:3000" → "localhost",
 * "[::1]:3000" → "[::1]", "::1" → "[::1]"; null for anything that is not a
 * host name with an optional numeric port.
 */
export function normaliseHostname(hostHeader: string): string | null {
  const h = hostHeader.trim().toLowerCase();
  const bracketed = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(h);
  if (bracketed) return bracketed[1]!;
  if (/^[0-9a-f:.]+$/.test(h) && (h.match(/:/g) ?? []).length >= 2) return `[${h}]`; // a bare IPv6 address (HOST=::1)
  const named = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/.exec(h);
  return named ? named[1]! : null;
}

/** "96mb", "10 MB", "512kb", 1048576 → bytes, as Next reads its size settings (1 kb = 1024 bytes); null for nonsense. */
export function parseSize(size: string | number): number | null {
  if (typeof size === "number") return Number.isFinite(size) && size >= 0 ? Math.floor(size) : null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size);
  if (!m) return null;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? "b").toLowerCase() as "b" | "kb" | "mb" | "gb"];
  return Math.floor(Number(m[1]) * unit);
}

/** A header value fit to quote in a one-line reason: printable ASCII, at most 100 characters. */
function quote(value: string): string {
  const clean = value.replace(/[^\x20-\x7e]/g, "?");
  return JSON.stringify(clean.length > 100 ? `${clean.slice(0, 100)}…` : clean);
}

/**
 * The Content-Type of a refusal's one-line text. Exactly "text/plain" when the
 * line is ASCII: Next's client shows such an answer to a server action as the
 * error's message (a save then says "Sign in first…" rather than "an unexpected
 * response"); with a charset it shows a generic message instead.
 */
export const refusalType = (reason: string): string => (/^[\x20-\x7e\n]*$/.test(reason) ? "text/plain" : "text/plain; charset=utf-8");

/** Whether the studio answers this method at all (405 with the methods it does otherwise). */
export function checkMethod(method: string): { ok: true } | MethodRefusal {
  if ((SUPPORTED_METHODS as readonly string[]).includes(method.toUpperCase())) return { ok: true };
  const names = `${SUPPORTED_METHODS.slice(0, -1).join(", ")} and ${SUPPORTED_METHODS.at(-1)}`;
  return { ok: false, status: 405, reason: `Refused: the studio does not answer ${quote(method)} requests; it answers ${names}.`, allow: SUPPORTED_METHODS.join(", ") };
}

/**
 * Whether the request's body may be read only for a valid session (team mode):
 * a declared length over ANONYMOUS_BODY_LIMIT_BYTES, a length that is not a
 * number, or a body of unknown length (Transfer-Encoding). Node's HTTP parser
 * holds a body to its declared Content-Length, so a short one cannot lie.
 */
export function bodyNeedsSession(req: Pick<GuardRequest, "header">): boolean {
  if (req.header("transfer-encoding") !== null) return true;
  const length = req.header("content-length");
  if (length === null) return false;
  return !/^\s*\d+\s*$/.test(length) || Number(length) > ANONYMOUS_BODY_LIMIT_BYTES;
}

export function checkRequest(req: GuardRequest, env: GuardEnv, bodyLimit = PROXY_BODY_LIMIT_BYTES): GuardVerdict {
  // 0. The method: anything the studio has no use for is refused before the rest is looked at.
  const method = checkMethod(req.method);
  if (!method.ok) return method;

  // 1. The Host, on every request: reads matter too (a rebound page could read a whole project through export).
  const hosts = allowedHosts(env);
  const host = req.header("host");
  const hostname = host === null ? null : normaliseHostname(host);
  if (host === null || hostname === null || !servesHost(hostname, env, hosts)) {
    return {
      ok: false,
      status: 403,
      reason: `Refused: ${host === null ? "no Host header" : `the Host ${quote(host)}`} is not a host name this studio serves (${[...hosts].join(", ")}${bindsEverything(env) ? ", any address literal" : ""}); add it to WARBENCH_ALLOWED_HOSTS if it should be.`,
    };
  }
  if (SAFE_METHODS.has(req.method.toUpperCase())) return { ok: true };

  // 2. A change must come from the studio's own pages. Browsers send Origin with every POST (fetch, forms,
  //    server actions) and Sec-Fetch-Site with every request; a client that sends neither is not a browser
  //    (the CLI, curl, tests), so no page can have made it, and the Host check above is its only check.
  const site = req.header("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") {
    return { ok: false, status: 403, reason: `Refused: a ${quote(site)} request (Sec-Fetch-Site) may not change anything; only the studio's own pages may.` };
  }
  const origin = req.header("origin");
  if (origin !== null) {
    let originHost: string | null = null;
    try {
      const url = new URL(origin);
      originHost = url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
    } catch {
      originHost = null; // "null" (sandboxed frames, file: pages, some redirects) and anything unparseable
    }
    const originName = originHost === null ? null : normaliseHostname(originHost);
    if (originHost === null || originName === null || !servesHost(originName, env, hosts) || originHost !== host.trim().toLowerCase()) {
      return { ok: false, status: 403, reason: `Refused: a change requested from another origin (${quote(origin)}); only the studio's own pages may change anything.` };
    }
  }

  // 3. The body: never more than Next passes through the proxy (it would arrive cut short), and JSON for the API.
  const length = Number(req.header("content-length") ?? "0");
  if (length > bodyLimit) {
    return {
      ok: false,
      status: 413,
      reason:
        bodyLimit === PROXY_BODY_LIMIT_BYTES
          ? `Refused: the request body is ${formatBytes(length)}, over the ${formatBytes(bodyLimit)} the studio passes on to a page or action (experimental.proxyClientMaxBodySize in next.config.js).`
          : `Refused: the request body is ${formatBytes(length)}, over the ${formatBytes(bodyLimit)} the studio's API takes.`,
    };
  }
  if (req.path.startsWith("/api/")) {
    const type = (req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!API_BODY_TYPES.includes(type) && !(type === "application/octet-stream" && RAW_BODY_PATHS.has(req.path))) {
      return { ok: false, status: 415, reason: `Refused: the API takes ${API_BODY_TYPES.join(" or ")}, not ${type ? quote(type) : "a body without a Content-Type"}.` };
    }
  }
  return { ok: true };
}

/**
 * Headers for every response.
 *
 * Scripts: 'self' 'unsafe-inline', not nonces. The App Router writes each
 * page's RSC payload and bootstrap into inline <script> tags; a nonce would
 * have to be minted per request and read while rendering, which makes every
 * page dynamic (no static shell, no prerendered pages) and still needs
 * 'strict-dynamic'. What 'unsafe-inline' gives up is defence against injected
 * markup running script — and React renders every document's text as text,
 * never HTML. Everything else is locked to the studio's own origin: no script,
 * style, font, image, worker or connection from anywhere else, no plugins, no
 * <base>, no forms posting away, no framing.
 * Styles: 'unsafe-inline' (React style attributes; Monaco injects <style>).
 * Workers: Monaco's JSON and editor workers and the lint worker are
 * same-origin module workers; blob: stays allowed for Monaco's fallback.
 * Development: React's dev build uses eval (rebuilding server error stacks)
 * and Next's hot reload a websocket, so dev adds 'unsafe-eval' and ws:.
 * No eval in production, pages and Web Workers alike: the JSON Schema
 * validators are compiled ahead of time (lib/validate/generated/).
 */
export function securityHeaders(opts: { dev: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
