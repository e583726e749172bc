import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP, type Socket } from "node:net";
import proxyaddr from "proxy-addr";

/**
 * Whose sign-in this is [#25 item 3]: the address the request really came
 * from, never one a client wrote into a header.
 *
 * Next 16 gives a server action or the proxy no peer address (NextRequest's
 * `ip` went in Next 15: "provided by your hosting platform"), and `next start`
 * only fills X-Forwarded-For with the socket's address when the client sent
 * none (`x-forwarded-for ??= socket.remoteAddress` in its base server), so a
 * forged header arrives as it was written. So the studio stamps the peer
 * itself: Node announces every request on the `http.server.request.start`
 * diagnostics channel, with its socket, before Next's listener sees it, and
 * installPeerStamp() writes "<secret> <socket's address>" into PEER_HEADER
 * there, replacing whatever the client sent under that name. The secret is
 * random per process and never leaves it, so a header a client made up (or one
 * on a request that arrived before the stamp was installed) is no address.
 *
 * X-Forwarded-For is read only through proxies named in WARBENCH_TRUSTED_PROXIES
 * (comma-separated addresses or CIDR ranges, or loopback, linklocal,
 * uniquelocal): from the peer, each address a trusted hop names is taken while
 * that hop is trusted (proxy-addr, as Express does); anything else is the peer.
 */
export const PEER_HEADER = "x-warbench-peer";
const STAMP = Symbol.for("warbench.peer-stamp");
type Stamp = { secret: string; stamp: (message: unknown) => void };
const processWide = globalThis as unknown as Record<symbol, Stamp | undefined>;

/** Stamps every request this process serves from now on with its TCP peer (once per process). */
export function installPeerStamp(): void {
  if (processWide[STAMP]) return;
  const secret = randomBytes(18).toString("base64url");
  const stamp = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = `${secret} ${socket.remoteAddress ?? ""}`;
  };
  processWide[STAMP] = { secret, stamp }; // kept here, so the subscription is never collected
  diagnostics.subscribe("http.server.request.start", stamp);
}

// instrumentation.ts installs it when the server starts; loading this module (the sign-in action) is the fallback.
installPeerStamp();

export type TrustProxy = (address: string, hop: number) => boolean;

/** The trusted-proxy setting, or a one-line reason it cannot be read. */
export function trustedProxies(setting: string | undefined): TrustProxy | { problem: string } {
  const entries = (setting ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return () => false;
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { problem: `WARBENCH_TRUSTED_PROXIES: ${why.slice(0, 120)} (comma-separated addresses or CIDR ranges, or loopback, linklocal, uniquelocal).` };
  }
}

/** "::ffff:192.0.2.1" is 192.0.2.1; IPv6 in lower case: one client, one key. */
function canonical(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The client's address: the peer, or what the trusted proxies in front of it
 * say, hop by hop. Null when the peer is unknown.
 */
export function clientAddress(request: { peer: string | null; forwardedFor: string | null }, trust: TrustProxy): string | null {
  const peer = request.peer?.trim();
  if (!peer || !isIP(peer)) return null;
  const found = proxyaddr({ headers: { "x-forwarded-for": request.forwardedFor ?? undefined }, connection: { remoteAddress: peer } } as never, trust);
  return canonical(isIP(found) ? found : peer);
}

/** What the stamp writes for a request from `address` (for tests of code that reads it). */
export function stampFor(address: string): string {
  installPeerStamp();
  return `${processWide[STAMP]!.secret} ${address}`;
}

/** The peer this process stamped on the request, or null (no stamp, or one a client made up). */
export function stampedPeer(header: (name: string) => string | null): string | null {
  const secret = processWide[STAMP]?.secret;
  const value = header(PEER_HEADER);
  if (!secret || !value?.startsWith(`${secret} `)) return null;
  return value.slice(secret.length + 1) || null;
}

const warned = new Set<string>();
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * The client address of a request to the studio (a server action's headers()),
 * or null when it cannot be known: the request carries no stamp of this process
 * (the server log says so once).
 */
export function requestClient(header: (name: string) => string | null, env: { WARBENCH_TRUSTED_PROXIES?: string } = process.env as { WARBENCH_TRUSTED_PROXIES?: string }): string | null {
  const peer = stampedPeer(header);
  if (peer === null) {
    warnOnce("unstamped", "warbench: a sign-in came without the peer stamp (lib/auth/client-address.ts), so its client address is unknown and only its name's count applies.");
    return null;
  }
  const trust = trustedProxies(env.WARBENCH_TRUSTED_PROXIES);
  if (typeof trust !== "function") {
    warnOnce("setting", `warbench: ${trust.problem} Forwarded addresses are ignored.`);
    return clientAddress({ peer, forwardedFor: null }, () => false);
  }
  const forwardedFor = header("x-forwarded-for");
  if (forwardedFor && forwardedFor.trim() !== peer && !trust(peer, 0)) {
    warnOnce(`ignored ${peer}`, `warbench: X-Forwarded-For from ${peer} is ignored: WARBENCH_TRUSTED_PROXIES does not name it. If it is your proxy, name it there; until then every client behind it counts as ${peer}.`);
  }
  return clientAddress({ peer, forwardedFor }, trust);
}
