import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isTokenShaped, SESSION_COOKIE } from "@/lib/auth/token";
import { checkSession } from "@/lib/auth/gate";
import { API_BODY_LIMIT_BYTES, ANONYMOUS_BODY_LIMIT_BYTES, type GuardEnv, bodyNeedsSession, checkMethod, checkRequest, isGatedPath, refusalType, securityHeaders } from "./request-guard";

/**
 * The part of the request check that must act before Next touches a request
 * [issue #25 items 5 and 10]. Next reads every request body into memory (twice,
 * up to proxyClientMaxBodySize: one copy for proxy.ts, one for the route) and
 * answers proxy.ts's verdict only once the whole upload has arrived: forty
 * 90 MB POSTs without a session grew the server from 280 MB to 2.47 GB before
 * each got its 401. And Next cannot build a request for TRACE or TRACK at all,
 * so those ended in a 500 without the security headers. Nothing in Next runs
 * before either, so this runs on the Node HTTP server itself: Node announces
 * every request on the `http.server.request.start` diagnostics channel before
 * it hands it to the server's listener (Next's), and the first announcement
 * from a server puts this check in front of that listener. It applies the
 * rules of lib/security/request-guard.ts that cannot wait:
 * - a method the studio does not answer: 405 with the security headers;
 * - in team mode, a body over ANONYMOUS_BODY_LIMIT_BYTES (or of unknown
 *   length) without a valid session — the cookie's token looked up in the
 *   database, so a forged token-shaped cookie is no session: 401 with the
 *   security headers, answered before a byte of the body is read, and the
 *   connection closed so the upload stops there.
 * - the API (/api/…, isGatedPath): the whole of proxy.ts's check — Host,
 *   origin, body length and type, in team mode a session cookie — and its
 *   security headers, so that proxy.ts need not run for it: Next buffers a
 *   copy of every body the proxy sees (40 MB of import held the request
 *   thread ~100 ms), and an API route reads its body itself, streamed and
 *   limited (app/_lib/read-body.ts), into the file checker's worker.
 * Everything else goes on to Next and proxy.ts unchanged. instrumentation.ts
 * installs it when the server starts.
 */

export interface ServerGateOptions {
  /** Whether team mode is on (lib/auth/mode.ts). */
  teamMode: () => boolean;
  /** Whether a token names a live session (the database); only asked for a token-shaped cookie. */
  sessionValid: (token: string) => Promise<boolean>;
  /** Development: the security headers allow what the dev server needs (request-guard.ts). */
  dev: boolean;
  /** The host settings the API's requests are checked against (HOST, WARBENCH_ALLOWED_HOSTS); none: the API is left to proxy.ts. */
  guardEnv?: () => GuardEnv;
}

export type EarlyVerdict = { ok: true } | { ok: false; status: 401 | 403 | 405 | 413 | 415 | 503; reason: string; allow?: string };

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | string[] | undefined, name: string): string | null {
  for (const part of (Array.isArray(header) ? header.join(";") : (header ?? "")).split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const header = (req: Pick<IncomingMessage, "headers">) => (name: string) => {
  const value = req.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
};

/** The path of a request's target ("/api/projects/import"), without its query. */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

/** What the gate answers a request, before its body is read. */
export async function earlyVerdict(req: Pick<IncomingMessage, "method" | "headers" | "url">, options: ServerGateOptions): Promise<EarlyVerdict> {
  const method = checkMethod(req.method ?? "");
  if (!method.ok) return method;
  const path = pathOf(req.url);
  // The API is answered here rather than in proxy.ts, which would have Next copy its bodies first (isGatedPath).
  const api = !!options.guardEnv && isGatedPath(path);
  if (api) {
    const verdict = checkRequest({ method: req.method ?? "", path, header: header(req) }, options.guardEnv!(), API_BODY_LIMIT_BYTES);
    if (!verdict.ok) return verdict;
  }
  const body = await sessionForBody(req, options);
  if (!body.ok || !api || !options.teamMode()) return body;
  // proxy.ts's sign-in check, for the API: no session cookie, no answer (the cookie itself is checked by the route).
  const gate = checkSession({ method: req.method ?? "", path, hasSessionCookie: isTokenShaped(cookieValue(req.headers.cookie, SESSION_COOKIE)) });
  return !gate.ok && "status" in gate ? gate : { ok: true };
}

/** In team mode, a long body (or one of unknown length) only for a valid session: its token looked up in the database. */
async function sessionForBody(req: Pick<IncomingMessage, "headers">, options: ServerGateOptions): Promise<EarlyVerdict> {
  if (!options.teamMode() || !bodyNeedsSession({ header: header(req) })) return { ok: true };
  const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
  let valid = false;
  try {
    valid = isTokenShaped(token) && (await options.sessionValid(token));
  } catch (error) {
    console.error(error);
    return { ok: false, status: 503, reason: "The studio could not check your session just now; nothing was read or changed. Try again." };
  }
  if (valid) return { ok: true };
  return {
    ok: false,
    status: 401,
    reason: `Sign in first: this studio runs in team mode (WARBENCH_AUTH=on), and a request body over ${ANONYMOUS_BODY_LIMIT_BYTES / 1024} KB is read only for a signed-in session.`,
  };
}

/** How long a refused connection keeps taking (and dropping) what the client had already sent before it is closed. */
const LINGER_MS = 1000;

/**
 * Answers a refused request without reading its body, and closes the
 * connection so the upload goes no further. "Connection: close" tells the
 * client to stop sending (RFC 9112, 9.6); closing at once while its bytes are
 * still arriving would make the kernel answer them with a reset that can
 * swallow the answer, so the connection lingers for a moment first, dropping
 * what arrives (the HTTP parser discards a body nobody reads), as nginx does.
 */
function refuse(req: IncomingMessage, res: ServerResponse, verdict: Exclude<EarlyVerdict, { ok: true }>, dev: boolean): void {
  if (res.headersSent || res.destroyed) return;
  const socket = req.socket;
  // Node calls this once the answer is sent, because it says "Connection: close".
  socket.destroySoon = function lingeringClose() {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  res.writeHead(verdict.status, {
    ...securityHeaders({ dev }),
    ...(verdict.allow ? { allow: verdict.allow } : {}),
    "content-type": refusalType(verdict.reason),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(`${verdict.reason}\n`);
}

const GATED = Symbol.for("warbench.serverGate");

/**
 * Puts the gate in front of a server's request listeners (once per server):
 * its `emit("request")` decides first, with the options of the moment, then
 * hands the request on unchanged.
 */
export function gateServer(server: Server, options: () => ServerGateOptions | null): void {
  const marked = server as Server & { [GATED]?: true };
  if (marked[GATED]) return;
  marked[GATED] = true;
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function gatedEmit(event: string | symbol, ...args: unknown[]): boolean {
    const current = options();
    if (event !== "request" || current === null) return emit(event, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    void earlyVerdict(req, current).then(
      (verdict) => {
        if (!verdict.ok) return refuse(req, res, verdict, current.dev);
        // proxy.ts adds these to everything else it passes.
        if (current.guardEnv && isGatedPath(pathOf(req.url))) for (const [name, value] of Object.entries(securityHeaders({ dev: current.dev }))) res.setHeader(name, value);
        emit(event, req, res);
      },
      (error: unknown) => {
        console.error(error);
        refuse(req, res, { ok: false, status: 503, reason: "The studio could not check this request just now; nothing was read or changed. Try again." }, current.dev);
      },
    );
    return true;
  } as Server["emit"];
}

const CHANNEL = "http.server.request.start";
const state = globalThis as unknown as { warbenchServerGate?: { options: ServerGateOptions | null; listener: (message: unknown) => void } };

/**
 * Gates every HTTP server of this process from its next request on. Node
 * publishes on the channel before it emits the request, so the request that
 * first shows a server is already gated. Installing again replaces the options.
 */
export function installServerGate(options: ServerGateOptions): void {
  if (state.warbenchServerGate) {
    state.warbenchServerGate.options = options;
    return;
  }
  const gate = {
    options: options as ServerGateOptions | null,
    listener: (message: unknown) => {
      const server = (message as { server?: Server }).server;
      if (server) gateServer(server, () => gate.options);
    },
  };
  state.warbenchServerGate = gate;
  diagnostics.subscribe(CHANNEL, gate.listener);
}

/** Stops gating (tests): servers already gated pass every request straight on. */
export function uninstallServerGate(): void {
  const gate = state.warbenchServerGate;
  if (!gate) return;
  gate.options = null;
  diagnostics.unsubscribe(CHANNEL, gate.listener);
  delete state.warbenchServerGate;
}
