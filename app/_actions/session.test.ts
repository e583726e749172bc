// Sign-in throttling against forged client addresses [issue #25 item 3], through the real server action:
// 20 wrong passwords sent under rotating X-Forwarded-For values used to lock the real user out (the right
// password refused for a minute, renewable forever). The client is the TCP peer that lib/auth/client-address.ts
// stamps on each request, or what a proxy named in WARBENCH_TRUSTED_PROXIES says; a name is only slowed down.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-session-"));
process.env.WARBENCH_DB = path.join(dir, "warbench.db");
process.env.WARBENCH_AUTH = "on";

/** What the next request carries: its headers (the stamped peer among them) and cookies. */
let requestHeaders: Record<string, string> = {};
const cookieJar = new Map<string, string>();
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(requestHeaders),
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name)! } : undefined),
    set: (name: string, value: string) => void cookieJar.set(name, value),
    delete: (name: string) => void cookieJar.delete(name),
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error(`redirect to ${url}`), { redirectedTo: url });
  },
}));

let session: typeof import("./session");
let rateLimit: typeof import("@/lib/auth/rate-limit");
/** The x-warbench-peer value the stamp writes for a request from `peer` (lib/auth/client-address.ts). */
let stamp: (peer: string) => string = (peer) => peer;
const holds: number[] = [];

beforeAll(async () => {
  const store = await import("@/lib/db");
  const { hashPassword } = await import("@/lib/auth/password");
  const db = await store.database();
  await store.createUser(db, { name: "ann", passwordHash: await hashPassword("plum orchard 42") });
  session = await import("./session");
  rateLimit = await import("@/lib/auth/rate-limit");
  const clientAddress = (await import("@/lib/auth/client-address").catch(() => null)) as { stampFor?: (peer: string) => string } | null;
  if (clientAddress?.stampFor) stamp = clientAddress.stampFor;
}, 60_000);

beforeEach(() => {
  holds.length = 0;
  cookieJar.clear();
  delete process.env.WARBENCH_TRUSTED_PROXIES;
  // A fresh throttle for each test, and waits recorded instead of slept.
  const timing = (rateLimit as { signInTiming?: { throttle: unknown; sleep: (ms: number) => Promise<void> } }).signInTiming;
  if (timing) {
    timing.throttle = new rateLimit.SignInLimiter();
    timing.sleep = async (ms) => void holds.push(ms);
  }
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Submits the sign-in form from `peer`, with these extra headers; returns the error shown, or where it went. */
async function submit(name: string, password: string, peer: string, extra: Record<string, string> = {}, next = "/projects") {
  requestHeaders = { "x-warbench-peer": stamp(peer), ...extra };
  const form = new FormData();
  form.set("name", name);
  form.set("password", password);
  form.set("next", next);
  try {
    return { error: (await session.signInAction({ error: null }, form)).error };
  } catch (error) {
    const to = (error as { redirectedTo?: string }).redirectedTo;
    if (to === undefined) throw error;
    return { redirectedTo: to };
  }
}

describe("no lock-out by forged addresses [#25 item 3]", () => {
  it("20 wrong passwords under rotating X-Forwarded-For values do not keep the real user out", async () => {
    for (let i = 1; i <= 20; i++) {
      expect(await submit("ann", `wrong guess number ${i}`, "198.51.100.7", { "x-forwarded-for": `203.0.113.${i}` })).toEqual({
        error: "The name or password is not right.",
      });
    }
    expect(await submit("ann", "plum orchard 42", "192.0.2.10")).toEqual({ redirectedTo: "/projects" });
    // Slowed down, never for long: the right password waited its turn, at most 30 s.
    expect(Math.max(...holds)).toBeLessThanOrEqual(30_000);
    expect(holds.at(-1)).toBeGreaterThan(0);
  });

  it("the right password is never refused for its name, however many failures came first", async () => {
    // From 60 addresses, under two spellings of the name: one account, one count.
    for (let i = 0; i < 60; i++) await submit(i % 2 ? "ANN" : "\u0430nn", "wrong password again", `198.51.${Math.floor(i / 20)}.${i % 20}`);
    expect(await submit("ann", "plum orchard 42", "192.0.2.10")).toEqual({ redirectedTo: "/projects" });
    expect(holds.at(-1)).toBeGreaterThan(20_000); // the cap, less the time the tries took on this clock
    expect(Math.max(...holds)).toBeLessThanOrEqual(30_000);
  });

  it("counts failures against the real peer, not the header: the peer is refused after 30, others are not", async () => {
    for (let i = 1; i <= 30; i++) {
      await submit(`guess-${i}`, "wrong password here", "198.51.100.9", { "x-forwarded-for": `203.0.113.${i}` });
    }
    const refused = await submit("ann", "plum orchard 42", "198.51.100.9", { "x-forwarded-for": "203.0.113.99" });
    expect(refused.error).toMatch(/^Too many failed sign-ins from your address; try again in \d+ s\.$/);
    expect(await submit("ann", "plum orchard 42", "192.0.2.10", { "x-forwarded-for": "198.51.100.9" })).toEqual({ redirectedTo: "/projects" });
  });

  it("reads X-Forwarded-For only from a proxy named in WARBENCH_TRUSTED_PROXIES", async () => {
    process.env.WARBENCH_TRUSTED_PROXIES = "10.0.0.1, 10.1.0.0/16";
    for (let i = 1; i <= 30; i++) await submit(`guess-${i}`, "wrong password here", "10.0.0.1", { "x-forwarded-for": "203.0.113.50" });
    expect((await submit("ann", "plum orchard 42", "10.0.0.1", { "x-forwarded-for": "203.0.113.50" })).error).toMatch(/from your address/);
    // The same proxy for another client, and a chain of trusted proxies, are someone else.
    expect(await submit("ann", "plum orchard 42", "10.0.0.1", { "x-forwarded-for": "203.0.113.51" })).toEqual({ redirectedTo: "/projects" });
    expect(await submit("ann", "plum orchard 42", "10.0.0.1", { "x-forwarded-for": "203.0.113.52, 10.1.2.3" })).toEqual({ redirectedTo: "/projects" });
  });

  it("goes only to a path on this studio afterwards [#25 item 2]", async () => {
    expect(await submit("ann", "plum orchard 42", "192.0.2.10", {}, "/\t/evil.example/")).toEqual({ redirectedTo: "/" });
  });
});
