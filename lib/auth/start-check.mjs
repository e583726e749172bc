// Run by `npm run serve` / `npm run dev` before Next starts: the studio refuses
// to listen beyond loopback without team mode (lib/auth/mode.ts says why).
// Plain JS mirroring startRefusal() so it needs no TypeScript loader;
// lib/auth/mode.test.ts checks the two agree. It also refuses a WARBENCH_TRUSTED_PROXIES it cannot read.
import proxyaddr from "proxy-addr";

export function startRefusal(env) {
  const host = env.HOST?.trim() || "127.0.0.1";
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  const loopback = h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
  if (loopback || env.WARBENCH_AUTH === "on") return null;
  return `Refusing to start: HOST=${host} is not a loopback address and WARBENCH_AUTH is not "on" (anyone who can reach the studio could change anything); set WARBENCH_AUTH=on and add users with \`warbench user add <name> --admin\`, or bind 127.0.0.1.`;
}

/**
 * Why WARBENCH_TRUSTED_PROXIES cannot be used, or null [#25 item 3]: comma-separated addresses or CIDR
 * ranges (or loopback, linklocal, uniquelocal), read by proxy-addr as lib/auth/client-address.ts reads them.
 */
export function trustedProxiesRefusal(env) {
  const entries = (env.WARBENCH_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  try {
    proxyaddr.compile(entries);
    return null;
  } catch (error) {
    return `Refusing to start: WARBENCH_TRUSTED_PROXIES: ${String(error?.message ?? error).slice(0, 120)} (comma-separated addresses or CIDR ranges, or loopback, linklocal, uniquelocal).`;
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const reason = startRefusal(process.env) ?? trustedProxiesRefusal(process.env);
  if (reason) {
    process.stderr.write(`${reason}\n`);
    process.exit(1);
  }
}
