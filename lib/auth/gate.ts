/**
 * The team-mode half of the one request check (proxy.ts, after
 * lib/security/request-guard.ts). The proxy does not open the database, so it
 * only asks whether the request carries a session cookie of the right shape;
 * whether that session exists, has not expired, and what its user may do is
 * decided on the server by lib/auth/access.ts, which every page, route handler
 * and server action calls. Pure: no Next, no I/O.
 */
export const SIGN_IN_PATH = "/signin";

/** Paths anyone may fetch in team mode: the sign-in page (and its server action) and static files. */
export function isPublicPath(path: string): boolean {
  return (
    path === SIGN_IN_PATH ||
    path.startsWith("/_next/static/") ||
    path.startsWith("/_next/image") ||
    path === "/icon.svg" ||
    path === "/favicon.ico" ||
    path === "/robots.txt"
  );
}

export type GateVerdict = { ok: true } | { ok: false; redirect: string } | { ok: false; status: 401; reason: string };

export function checkSession(req: { method: string; path: string; hasSessionCookie: boolean }): GateVerdict {
  if (isPublicPath(req.path) || req.hasSessionCookie) return { ok: true };
  const method = req.method.toUpperCase();
  if ((method === "GET" || method === "HEAD") && !req.path.startsWith("/api/")) {
    return { ok: false, redirect: `${SIGN_IN_PATH}?next=${encodeURIComponent(req.path)}` };
  }
  return { ok: false, status: 401, reason: "Sign in first: this studio runs in team mode (WARBENCH_AUTH=on)." };
}

/** Any control character, invisible formatting character, whitespace or backslash: browsers drop or reinterpret them in URLs. */
const UNSAFE_IN_NEXT = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
const NEXT_BASE = "http://studio.invalid";

/**
 * Where to go after signing in [#25 item 2]: only a path on this studio. It
 * must start with one "/", contain no control, invisible or space character
 * and no backslash anywhere ("/\t/evil.example" is "//evil.example" to a
 * browser), and, parsed as a URL against the studio's origin, stay on that
 * origin and still start with a single "/" once dot segments are resolved
 * ("/.//evil.example"). What comes back is that resolved path; the sign-in
 * page itself (a loop) and anything else give "/".
 */
export function safeNext(next: unknown): string {
  if (typeof next !== "string" || next.length > 2048 || !next.startsWith("/") || next.startsWith("//") || UNSAFE_IN_NEXT.test(next)) return "/";
  let url: URL;
  try {
    url = new URL(next, NEXT_BASE);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== NEXT_BASE || !path.startsWith("/") || path.startsWith("//")) return "/";
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return "/";
  return path;
}
