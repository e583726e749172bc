// Team mode's switch and the refusal to serve beyond loopback without it [issue #17 item 4].
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startRefusal as startRefusalMjs } from "./start-check.mjs";
import { authEnabled, isLoopbackHost, startRefusal } from "./mode";

const cases: [env: { HOST?: string; WARBENCH_AUTH?: string }, refused: boolean][] = [
  [{}, false],
  [{ HOST: "127.0.0.1" }, false],
  [{ HOST: "localhost" }, false],
  [{ HOST: "::1" }, false],
  [{ HOST: "[::1]" }, false],
  [{ HOST: "127.0.0.2" }, false],
  [{ HOST: "0.0.0.0" }, true],
  [{ HOST: "::" }, true],
  [{ HOST: "192.168.1.10" }, true],
  [{ HOST: "studio.example" }, true],
  [{ HOST: "0.0.0.0", WARBENCH_AUTH: "off" }, true],
  [{ HOST: "0.0.0.0", WARBENCH_AUTH: "on" }, false],
];

describe("starting the studio [#17 item 4]", () => {
  it.each(cases)("%j refused: %s (mode.ts and start-check.mjs agree)", (env, refused) => {
    expect(startRefusal(env) !== null).toBe(refused);
    expect(startRefusalMjs(env) !== null).toBe(refused);
    if (refused) expect(startRefusal(env)).toBe(startRefusalMjs(env));
  });

  it("the reason is one line naming HOST and WARBENCH_AUTH", () => {
    const reason = startRefusal({ HOST: "0.0.0.0" })!;
    expect(reason.split("\n")).toHaveLength(1);
    expect(reason).toMatch(/HOST=0\.0\.0\.0.*WARBENCH_AUTH/);
  });

  it("the script npm run serve runs first exits 1 with the reason, and 0 on loopback", () => {
    const script = path.join(import.meta.dirname, "start-check.mjs");
    const { WARBENCH_AUTH: _auth, ...base } = process.env;
    const refused = spawnSync(process.execPath, [script], { env: { ...base, HOST: "0.0.0.0" }, encoding: "utf8" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Refusing to start: HOST=0\.0\.0\.0/);
    const ok = spawnSync(process.execPath, [script], { env: { ...base, HOST: "127.0.0.1" }, encoding: "utf8" });
    expect(ok.status).toBe(0);
    const team = spawnSync(process.execPath, [script], { env: { ...base, HOST: "0.0.0.0", WARBENCH_AUTH: "on" }, encoding: "utf8" });
    expect(team.status).toBe(0);
  });

  it("only the exact value on turns team mode on", () => {
    expect(authEnabled({})).toBe(false);
    expect(authEnabled({ WARBENCH_AUTH: "1" })).toBe(false);
    expect(authEnabled({ WARBENCH_AUTH: "on" })).toBe(true);
    expect(isLoopbackHost("LOCALHOST")).toBe(true);
  });
});
