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

/** Where to go after signing in: only a path on this studio, never another site ("//evil.example", "/\\evil"). */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/(?![/\\])/.test(next) && !next.startsWith(SIGN_IN_PATH) ? next : "/";
}
