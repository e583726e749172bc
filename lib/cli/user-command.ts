import type { Db } from "@/lib/db/db";
import { type DatabaseTarget, databaseTarget, setRepositoryRoot } from "@/lib/db/paths";
import { repositoryRoot } from "./repository-root";
import { USER_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

/** Reads a password: hidden from a terminal (asked twice), else the first line of stdin. */
export async function readPasswordFromStdin(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stderr.write(question);
      let typed = "";
      stdin.setRawMode(true);
      stdin.resume();
      const onData = (data: Buffer) => {
        for (const ch of data.toString("utf8")) {
          if (ch === "\r" || ch === "\n" || ch === "\u0004") {
            stdin.setRawMode(false);
            stdin.pause();
            stdin.off("data", onData);
            process.stderr.write("\n");
            resolve(typed);
            return;
          }
          if (ch === "\u0003") process.exit(130);
          typed = ch === "\u007f" ? typed.slice(0, -1) : typed + ch;
        }
      };
      stdin.on("data", onData);
    });
  const first = await ask(prompt);
  const again = await ask("Again: ");
  if (first !== again) throw new Error("the two passwords differ");
  return first;
}

export async function runUser(
  args: readonly string[],
  io: Io,
  options: { readPassword?: (prompt: string) => Promise<string>; target?: DatabaseTarget } = {},
): Promise<number> {
  const [sub, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith("--"));
  const names = rest.filter((a) => !a.startsWith("--"));
  const bad =
    sub !== "add" && sub !== "passwd" && sub !== "list"
      ? sub
        ? `unknown user command "${sub}"`
        : "user needs a command"
      : flags.find((f) => !(sub === "add" && f === "--admin"))
        ? `unknown option ${flags.find((f) => !(sub === "add" && f === "--admin"))}`
        : sub === "list"
          ? names.length > 0
            ? `unexpected argument "${names[0]}"`
            : undefined
          : names.length !== 1
            ? `user ${sub} needs one name`
            : undefined;
  if (bad) {
    io.err(`warbench: ${bad}.\n${USER_USAGE}`);
    return 2;
  }
  const [{ openDatabase }, store, password, { nameCollision }] = await Promise.all([
    import("@/lib/db/client"),
    import("@/lib/db/accounts"),
    import("@/lib/auth/password"),
    import("@/lib/model/user-names"),
  ]);
  setRepositoryRoot(repositoryRoot());
  let db: Db | undefined;
  try {
    db = await openDatabase(options.target ?? databaseTarget());
    if (sub === "list") {
      for (const u of await store.listUsers(db)) io.out(`${u.name}${u.admin ? " (admin)" : ""}\t${u.createdAt}\n`);
      return 0;
    }
    const typed = store.cleanUserName(names[0]);
    // passwd finds the account as sign-in does ("ALICE" is alice); add refuses a name too like an existing one.
    const existing = sub === "passwd" ? await store.findUserByName(db, typed) : null;
    if (sub === "passwd" && !existing) {
      io.err(`warbench user passwd: no user named "${typed}".\n`);
      return 1;
    }
    const twin = sub === "add" ? await store.similarUserName(db, typed) : null;
    if (twin !== null) {
      io.err(`warbench user add: ${twin === typed ? `there is already a user named "${typed}".` : nameCollision(typed, twin)}\n`);
      return 1;
    }
    const name = existing?.name ?? typed;
    const secret = await (options.readPassword ?? readPasswordFromStdin)(`Password for ${name}: `);
    const problem = password.passwordProblem(secret, name);
    if (problem) {
      io.err(`warbench user ${sub}: ${problem}\n`);
      return 1;
    }
    const hash = await password.hashPassword(secret);
    if (sub === "add") {
      await store.createUser(db, { name, passwordHash: hash, admin: flags.includes("--admin") });
      io.out(`Added ${name}${flags.includes("--admin") ? " (admin)" : ""}.\n`);
    } else {
      await store.setPasswordHash(db, name, hash);
      io.out(`Changed ${name}'s password; their sessions are ended.\n`);
    }
    return 0;
  } catch (error) {
    io.err(`warbench user ${sub}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db?.$disconnect();
  }
}
