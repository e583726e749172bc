/**
 * Runs once when the studio's server starts (Next's instrumentation hook).
 * It puts lib/security/server-gate.ts in front of Next on the Node HTTP
 * server: the part of the request check that must act before Next reads a
 * request body or builds a request [#25 items 5 and 10] — a method the studio
 * does not answer (TRACE: 405), and in team mode a body over 64 KB without a
 * valid session (401, unread) — and the stamp of each request's real peer
 * (lib/auth/client-address.ts). Everything else is proxy.ts's, as before.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ installServerGate }, { authEnabled }, { installPeerStamp }] = await Promise.all([
    import("./lib/security/server-gate"),
    import("./lib/auth/mode"),
    import("./lib/auth/client-address"),
  ]);
  // From the first request on, so a sign-in posted to a fresh process is counted by its real peer too [#25 item 3].
  installPeerStamp();
  installServerGate({
    teamMode: () => authEnabled(),
    // Loaded only when a long body first comes with a session cookie: the single-user studio never needs it.
    sessionValid: async (token) => {
      const [{ database }, { userForToken }] = await Promise.all([import("./lib/db"), import("./lib/auth/sessions")]);
      return (await userForToken(await database(), token, new Date())) !== null;
    },
    dev: process.env.NODE_ENV !== "production",
    guardEnv: () => ({ HOST: process.env.HOST, WARBENCH_ALLOWED_HOSTS: process.env.WARBENCH_ALLOWED_HOSTS }),
  });
}
