import { type NextRequest, NextResponse } from "next/server";
import { checkSession } from "@/lib/auth/gate";
import { authEnabled } from "@/lib/auth/mode";
import { isTokenShaped, SESSION_COOKIE } from "@/lib/auth/token";
import { checkRequest, refusalType, securityHeaders } from "@/lib/security/request-guard";

/**
 * Every request passes here (Next 16's proxy, the former middleware): the
 * method, host, origin and body checks of lib/security/request-guard.ts, then
 * the security headers on whatever the studio answers. Server actions are POSTs
 * to page URLs, so they pass here too. In team mode (WARBENCH_AUTH=on) a
 * request without a session cookie is sent to the sign-in page
 * (lib/auth/gate.ts); the session itself is checked against the database on the
 * server, by lib/auth/access.ts in every page, route handler and server action.
 *
 * Next reads a request's whole body (up to proxyClientMaxBodySize) before it
 * calls this, and cannot build a request for TRACE at all; so the rules that
 * must act earlier — the method, in team mode a body of over 64 KB only for a
 * valid session, and all of them for the API (/api/…, whose bodies are large
 * and must stream) — are applied first, from the same module, by
 * lib/security/server-gate.ts on the Node server itself (instrumentation.ts).
 */
export function proxy(request: NextRequest) {
  const verdict = checkRequest(
    { method: request.method, path: request.nextUrl.pathname, header: (name) => request.headers.get(name) },
    { HOST: process.env.HOST, WARBENCH_ALLOWED_HOSTS: process.env.WARBENCH_ALLOWED_HOSTS },
  );
  const headers = securityHeaders({ dev: process.env.NODE_ENV !== "production" });
  if (!verdict.ok) {
    const allow: Record<string, string> = "allow" in verdict ? { allow: verdict.allow } : {};
    return new NextResponse(`${verdict.reason}\n`, { status: verdict.status, headers: { ...headers, ...allow, "content-type": refusalType(verdict.reason) } });
  }
  if (authEnabled()) {
    const gate = checkSession({ method: request.method, path: request.nextUrl.pathname, hasSessionCookie: isTokenShaped(request.cookies.get(SESSION_COOKIE)?.value) });
    if (!gate.ok && "redirect" in gate) {
      const response = NextResponse.redirect(new URL(gate.redirect, request.url), 303);
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    }
    if (!gate.ok) return new NextResponse(`${gate.reason}\n`, { status: gate.status, headers: { ...headers, "content-type": refusalType(gate.reason) } });
  }
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Every path, _next/static and public files included: the Host check must hold for all of them. The API
// (/api/…) is checked by lib/security/server-gate.ts with the same rules instead: for a path the proxy
// matches, Next buffers a copy of the body first (request-guard.ts isGatedPath; a test holds the two equal).
export const config = { matcher: "/((?!api/).*)" };
