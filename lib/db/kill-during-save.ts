// Test helper run in a child process by crash.test.ts: starts a save and kills
// its own process with SIGKILL after the writes, before the commit — what a
// power cut or `kill -9` of the server mid-save looks like to the database.
import { openDatabase } from "./client";
import { saveRevision } from "./revisions";

const [target, documentId, baseRevisionId] = process.argv.slice(2);
if (!target || !documentId || !baseRevisionId) {
  console.error("usage: kill-during-save <db-file-or-postgresql-url> <document-id> <base-revision-id>");
  process.exit(2);
}
const db = await openDatabase(target);
await saveRevision(
  db,
  { documentId, baseRevisionId, content: { schemaVersion: 1, half: "written" }, message: "never committed" },
  { beforeCommit: () => void process.kill(process.pid, "SIGKILL") },
);
console.error("the save committed: the kill did not happen");
process.exit(3);
