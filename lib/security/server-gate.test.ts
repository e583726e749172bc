// The gate on the Node server [#25 items 5 and 10], on a real HTTP server whose
// listener stands in for Next: it reads every body whole, as Next does before
// proxy.ts may answer. A body without a valid session must be refused before
// that listener runs — and before the upload is over — and TRACE must get a
// 405 with the security headers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANONYMOUS_BODY_LIMIT_BYTES } from "./request-guard";
import { cookieValue, earlyVerdict, installServerGate, type ServerGateOptions, uninstallServerGate } from "./server-gate";

const GOOD = "G".repeat(43);
const FORGED = "F".repeat(43);
let team = true;
const asked: string[] = [];
const options: ServerGateOptions = {
  teamMode: () => team,
  sessionValid: async (token) => (asked.push(token), token === GOOD),
  dev: false,
  guardEnv: () => ({}),
};

let server: http.Server;
let port = 0;
let nextCalls = 0;

beforeAll(async () => {
  installServerGate(options);
  server = http.createServer((req, res) => {
    nextCalls++;
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => res.end(`read ${bytes}\n`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  uninstallServerGate();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  team = true;
  nextCalls = 0;
  asked.length = 0;
});

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the body written when the answer came. */
  writtenAtAnswer: number;
}

/**
 * Sends `declared` bytes' worth of headers and only the first MB of the body,
 * then waits for the answer without sending more: an answer that needs the
 * whole body never comes (the test times out), as it did before the gate.
 */
function send(opts: { method?: string; declared?: number; chunked?: boolean; cookie?: string; fullBody?: number }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const headers: Record<string, string | number> = {};
    if (opts.declared !== undefined) headers["content-length"] = opts.declared;
    if (opts.chunked) headers["transfer-encoding"] = "chunked";
    if (opts.cookie) headers.cookie = `theme=dark; warbench_session=${opts.cookie}`;
    const req = http.request({ host: "127.0.0.1", port, method: opts.method ?? "POST", path: "/", headers }, (res) => {
      const at = written;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body, writtenAtAnswer: at }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (opts.fullBody !== undefined) {
      written = opts.fullBody;
      req.end(Buffer.alloc(opts.fullBody, 32));
    } else if (opts.declared !== undefined || opts.chunked) {
      written = 1024 * 1024;
      req.write(Buffer.alloc(written, 32)); // and never more
    } else req.end();
  });
}

describe("the server gate: bodies without a session are refused unread [#25 item 5]", () => {
  it("a 90 MB POST without a session cookie gets 401 after its first MB, and the listener (Next) never runs", async () => {
    const sent = await send({ declared: 90 * 1024 * 1024 });
    expect(sent.status).toBe(401);
    expect(sent.body).toBe("Sign in first: this studio runs in team mode (WARBENCH_AUTH=on), and a request body over 64 KB is read only for a signed-in session.\n");
    expect(sent.writtenAtAnswer).toBeLessThanOrEqual(1024 * 1024);
    expect(sent.headers.connection).toBe("close");
    expect(sent.headers["content-type"]).toBe("text/plain");
    expect(sent.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(nextCalls).toBe(0);
    expect(asked).toEqual([]);
  });

  it("so does one with a forged token-shaped cookie: the token is looked up first", async () => {
    const sent = await send({ declared: 90 * 1024 * 1024, cookie: FORGED });
    expect(sent.status).toBe(401);
    expect(asked).toEqual([FORGED]);
    expect(nextCalls).toBe(0);
  });

  it("and a chunked body of unknown length", async () => {
    expect((await send({ chunked: true })).status).toBe(401);
    expect(nextCalls).toBe(0);
  });

  it("a valid session's body goes on to the listener whole", async () => {
    const sent = await send({ fullBody: 2 * 1024 * 1024, cookie: GOOD });
    expect(sent).toMatchObject({ status: 200, body: `read ${2 * 1024 * 1024}\n` });
    expect(nextCalls).toBe(1);
  });

  it("a small body (a sign-in form) goes on without a session, and so does everything outside team mode", async () => {
    expect(await send({ fullBody: ANONYMOUS_BODY_LIMIT_BYTES })).toMatchObject({ status: 200, body: `read ${ANONYMOUS_BODY_LIMIT_BYTES}\n` });
    team = false;
    expect(await send({ fullBody: 2 * 1024 * 1024 })).toMatchObject({ status: 200, body: `read ${2 * 1024 * 1024}\n` });
    expect(nextCalls).toBe(2);
    expect(asked).toEqual([]);
  });
});

describe("the server gate: methods the studio does not answer [#25 item 10]", () => {
  it.each([true, false])("TRACE gets 405 with Allow and the security headers (team mode %s)", async (on) => {
    team = on;
    const sent = await send({ method: "TRACE" });
    expect(sent.status).toBe(405);
    expect(sent.headers.allow).toBe("GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE");
    expect(sent.headers["x-frame-options"]).toBe("DENY");
    expect(sent.headers["x-content-type-options"]).toBe("nosniff");
    expect(sent.body).toMatch(/^Refused: the studio does not answer "TRACE" requests; it answers GET, HEAD, OPTIONS, POST, PUT, PATCH and DELETE\.\n$/);
    expect(nextCalls).toBe(0);
  });
});

/** One whole request to the gated server. */
function call(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const body = opts.body ?? "";
    const headers = { host: `127.0.0.1:${port}`, "content-length": String(Buffer.byteLength(body)), ...opts.headers };
    const req = http.request({ host: "127.0.0.1", port, method: opts.method ?? "POST", path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the server gate checks the API in proxy.ts's place, so Next never buffers an API body [#25 item 1]", () => {
  const json = { "content-type": "application/json" };

  it("a change from another origin, of the wrong type or over the API's limit is refused before the listener runs", async () => {
    team = false;
    const foreign = await call("/api/projects/import", { headers: { ...json, origin: "http://evil.example" }, body: "{}" });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatch(/^Refused: a change requested from another origin/);
    expect(foreign.headers["x-frame-options"]).toBe("DENY");
    expect((await call("/api/documents/d1/revisions?base=", { headers: { "content-type": "text/plain" }, body: "{}" })).status).toBe(415);
    expect((await call("/api/projects/import", { headers: { ...json, host: "evil.example" }, body: "{}" })).status).toBe(403);
    expect(nextCalls).toBe(0);
  });

  it("what passes reaches the listener with the security headers set, its body unread", async () => {
    team = false;
    const ok = await call("/api/playtests?x=1", { headers: json, body: '{"actions":[]}' });
    expect(ok).toMatchObject({ status: 200, body: "read 14\n" });
    expect(ok.headers["content-security-policy"]).toMatch(/^default-src 'self'/);
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    // Outside the API, proxy.ts sets them: the gate leaves the response alone.
    expect((await call("/", { method: "GET" })).headers["x-frame-options"]).toBeUndefined();
    expect(nextCalls).toBe(2);
  });

  it("in team mode an API change without a session cookie is 401, however small", async () => {
    const anonymous = await call("/api/playtests", { headers: json, body: "{}" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatch(/^Sign in first/);
    expect(nextCalls).toBe(0);
  });
});

describe("the gate's decision", () => {
  const req = (method: string, headers: http.IncomingHttpHeaders) => ({ method, headers, url: "/" });
  it("answers a database failure with 503, never by letting the body through", async () => {
    const broken = { ...options, sessionValid: async () => Promise.reject(new Error("database down")) };
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(await earlyVerdict(req("POST", { "content-length": "100000", cookie: `warbench_session=${GOOD}` }), broken)).toMatchObject({ ok: false, status: 503 });
    } finally {
      console.error = errors;
    }
  });

  it("reads the session cookie among others", () => {
    expect(cookieValue("a=1; warbench_session=abc; b=2", "warbench_session")).toBe("abc");
    expect(cookieValue("xwarbench_session=abc", "warbench_session")).toBeNull();
    expect(cookieValue(undefined, "warbench_session")).toBeNull();
  });
});
