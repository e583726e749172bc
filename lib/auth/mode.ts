/**
 * Team mode: WARBENCH_AUTH=on turns on accounts, sessions and project roles.
 * Unset (or anything else), the studio is the single-user loopback studio it
 * always was, and none of lib/auth runs. Pure: the environment comes in.
 */
export interface AuthEnv {
  WARBENCH_AUTH?: string;
  HOST?: string;
}

export const authEnabled = (env: AuthEnv = process.env as AuthEnv): boolean => env.WARBENCH_AUTH === "on";

/** Loopback host names and addresses the studio may bind without accounts. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Why the studio must not start, or null: binding anything but loopback
 * without accounts would let anyone who can reach it change anything.
 */
export function startRefusal(env: AuthEnv): string | null {
  const host = env.HOST?.trim() || "127.0.0.1";
  if (isLoopbackHost(host) || authEnabled(env)) return null;
  return `Refusing to start: HOST=${host} is not a loopback address and WARBENCH_AUTH is not "on" (anyone who can reach the studio could change anything); set WARBENCH_AUTH=on and add users with \`warbench user add <name> --admin\`, or bind 127.0.0.1.`;
}
