/*
 * Every command's usage, apart from the commands: `warbench --help` prints
 * them all, and loading each command (with its part of the engine, schemas
 * and database layer) only to read a string would cost the start-up most
 * invocations pay.
 */
import { DEFAULT_RUNS, DEFAULT_SEED } from "../engine/rulesets/aa1942/odds";

/** 10000 as "10,000", as toLocaleString("en") writes it, without starting Intl (some 10 ms) for the help. */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

export const VALIDATE_USAGE = `Usage: warbench validate <files…> [--json]

  Validates game, map, scenario and bundle files. A scenario brings in its
  game and map by relative path. Exit 0: no errors; 1: findings at error
  level; 2: a file cannot be read or is not JSON.
`;

export const SIMULATE_USAGE = `Usage: warbench simulate <scenario-or-bundle> --seed N [--games K] [--bot random|greedy]
                         [--bot-a X --bot-b Y] [--save-logs DIR] [--json]

  Plays K games (default 1) from seeds N, N+1, … with bots on both sides
  (--bot-a for the scenario's first side, --bot-b for the second; default
  greedy). --save-logs writes each game's replayable log as DIR/<seed>.json.
`;

export const BALANCE_USAGE = `Usage: warbench balance <scenario-or-bundle> --games N [--bot-a X --bot-b Y] [--seed S]
                        [--workers K] [--bot-check M] [--out report.json] [--html report.html]
                        [--progress-json] [--queue [--batch-size N]]

  Plays N bot games (game i plays seed S+i; S defaults to 1) on K worker
  threads (default: every core) and writes the balance report
  (schemas/balance-report.schema.json) to --out, or to stdout. Bots: random,
  greedy (default greedy; --bot-a for the scenario's first side, --bot-b for
  the second). The same seed and N give the same report on any machine and
  any worker count. --html also writes the report as a standalone page
  (charts and the map of final control; opens offline). --bot-check M also
  plays M games per side of the greedy bot as that side against the random
  bot (check game j plays seed S+j) and adds their win rates to the report
  (botCheck; default 0: no check): a bot that cannot beat random makes the
  report meaningless, so it says so when greedy wins less than 90% from a
  side. Ctrl-C stops at once and writes a partial report of the games
  finished (exit 130). --progress-json prints progress as JSON lines on
  stderr instead of the bar.

  --queue puts the run on the job queue of the PostgreSQL database in
  DATABASE_URL instead: \`warbench worker\` processes, on this machine or any
  other reaching the database, play it in batches of consecutive games
  (--batch-size N; by default about 64 batches of at most 50 games), and this
  command follows it and writes the same report, byte for byte. Ctrl-C
  cancels the run and writes a partial report of the batches finished.
`;

export const WORKER_USAGE = `Usage: warbench worker [--concurrency K] [--idle-exit SECONDS]

  Plays balance runs queued by \`warbench balance --queue\` and the studio's
  Balance tab, from the job queue of the PostgreSQL database in DATABASE_URL:
  K batches at once (default: every core), each on its own worker thread.
  Run as many workers on as many machines as reach the database. Ctrl-C or
  SIGTERM stops taking batches and hands back those being played, which
  another worker plays again (exit 0); a worker killed outright has its
  batches retried once their time limit passes (WARBENCH_BATCH_SECONDS when
  the run was queued; default 300). --idle-exit stops the worker once no
  batch has come for that many seconds.
`;

export const REPLAY_USAGE = `Usage: warbench replay <game-log.json> [--json] [--strict]

  Replays a saved game log and checks it ends in the state hash the log
  records (finalStateHash); prints the hash. Exit 1 when an action is
  illegal or the hash differs, 2 when the log cannot be read (or its seed
  is not a safe integer). A log without a recorded hash is replayed and
  said to be unchecked; --strict makes that exit 1.
`;

export const COMBAT_USAGE = `Usage: warbench combat <scenario-or-bundle> [--log <game-log.json>] --attackers <id,id…>
                       --defender <hex> [--lead <id>] [--segment breakthrough]
                       [--air <n>] [--helicopters <id,id>] [--defender-air <n>]
                       [--defender-helicopters <id>] [--naval <id,id…>]
                       [--defender-naval <id,id…>] [--hq <id>] [--defender-hq <id>]
                       [--cw <id>] [--json]

  Explains an attack on the scenario's starting position (or after replaying
  the log) without rolling: CRT row, strengths, odds column before and after
  shifts, DRM, and every modifier with its rule — each combat support source
  (air points, helicopters, naval units) on a line of its own, as committed
  before ADF. In the Advanced game, --hq and --defender-hq name an HQ giving
  combat support [18.2.1] and --cw the HQ placing a chemical-weapon marker
  [18.2.4], each a line of its own.
  Exit 1 for an illegal attack or support.
`;

export const SUPPLY_USAGE = `Usage: warbench supply <scenario-or-bundle> [--log <game-log.json>] [--side <side>] [--json]

  Prints each unit's supply state in the Advanced game (in supply, out of
  supply, isolated, emergency) with its line of communication traced hex by
  hex to its source or HQ [19.2], on the scenario's starting position or
  after replaying the log; --side keeps one side's units. A game without
  such supply rules says so and exits 1.
`;

export const ODDS_USAGE = `Usage: warbench odds <game-or-bundle> --attacker "<nation>:<n> <unit type>,…"
                     --defender "<nation>:<n> <unit type>,…" [--sea] [--amphibious]
                     [--method exact|monte-carlo|auto] [--runs N] [--workers K]
                     [--seed S] [--retreat-after K] [--retreat-below X] [--json]
       warbench odds <game-or-bundle> --raid --bombers N --ipc V [--escorts N]
                     [--interceptors N] [--damage D] [--json]

  Axis & Allies battle calculator: reports win rates, mean rounds, survivors
  and IPC lost with the game's unit table, exactly where it can (no dice),
  else by fighting N battles (default ${thousands(DEFAULT_RUNS)}); --method monte-carlo, --runs,
  --seed or --workers ask for the sample, --method exact refuses to sample. A land battle unless --sea; --amphibious lands the attacking land
  units from the sea (its battleships and cruisers bombard). Unit types by id
  or name, any case. --workers K fights on K threads; without it, in this
  thread, and what is left after 0.1 s on a thread per core. The same
  --seed (default ${DEFAULT_SEED}) gives the same result on any number of workers.
  --raid: a strategic bombing raid on a complex in a territory of IPC value
  V already holding D damage: bombers with escort fighters against the
  fighters sent up to intercept, then the complex's air defence, then one
  damage die per bomber (capped at 2 × V). Computed exactly: expected damage
  and bombers, escorts and interceptors lost.
  Exit 1: the battle cannot happen (the rule is named); 2: bad arguments.
`;

export const IMPORT_USAGE = `Usage: warbench import --from triplea <game.xml> [--polygons polygons.txt] [--centers centers.txt]
                       [--place place.txt] [--properties map.properties] [--out DIR] [--force] [--json]

  Imports a TripleA game as DIR/game.json, map.json and scenario.json
  (DIR defaults to the current folder), with a report of what was not
  mapped on stderr (or, with --json, everything as JSON on stdout). Nothing
  is written unless the whole import succeeds; existing files are kept
  unless --force. Exit 0: imported; 1: the import was refused (the reason
  on one line); 2: usage, or a file cannot be read or written.

       warbench import --from vassal <module.vmod> [--board NAME] [--setup NAME]
                       [--terrain ID] [--out DIR] [--force] [--json]

  Imports a VASSAL module as one bundle, DIR/<module>.warbench.json: a Next
  War game (sides, nations, a unit type per palette piece with its counter
  faces), a hex map whose grid lies on the board picture hex for hex, a
  scenario per predefined set-up, and every picture they use. One file,
  because the pictures must travel with the documents: the studio's library
  imports it whole and warbench validate checks it. --board picks the board
  (the first hex board otherwise), --setup one set-up (all otherwise),
  --terrain what every hex starts as (clear). The report says how labels
  map and what was not carried over. Exit codes as for TripleA.
`;

export const EXPORT_USAGE = `Usage: warbench export --to triplea <scenario.json or bundle> [--out game.xml] [--map-dir DIR]

  Writes an area game (a scenario with its game and map, or a bundle) as a
  TripleA game XML: to --out, or to stdout. --map-dir also writes the map
  skin files polygons.txt, centers.txt and map.properties there. What TripleA
  cannot hold is reported on stderr. Exit 0: written; 1: not an area game or
  not valid; 2: usage, or a file cannot be read or written.
`;

export const TILED_USAGE = `Usage: warbench import --from tiled <map.tmx|map.tmj> [--terrain-map tiles.json] [--out map.json] [--force] [--json]
       warbench export --to tiled <map.json> [--format tmx|tmj] [--out FILE] [--force] [--json]

  Import reads a hexagonal Tiled map (its external .tsx/.tsj tilesets from
  beside it) as a hex map document: to --out, or to stdout. Terrain comes from
  each tile's "terrain" property, or from --terrain-map, a JSON object of
  global tile id, "tileset:local id" or tile image → terrain id; hexsides,
  roads, features, labels, nations and sea zones from objects with a "kind".
  What was not mapped as it was is reported on stderr (with --json, all of
  it as JSON on stdout).
  Export writes the map as FILE (default: the map's name, .tmx) and its
  generated tileset picture FILE-tiles.png beside it; importing them gives
  the same document. Existing files are kept unless --force.
  Exit 0: done; 1: the map was refused (the reason on one line); 2: usage, or
  a file cannot be read or written.
`;

export const DB_USAGE = `Usage: warbench db copy --from <url-or-file> --to <url-or-file> [--force]

  Copies a whole library (projects, documents with every revision, pictures,
  playtests, balance reports, team mode's users and grants) between SQLite
  files and PostgreSQL databases,
  either way: a postgresql:// URL, or a SQLite file path (or file: URL). The
  source must be an existing library; the target is created or migrated as
  the studio would, and must be empty unless --force, which replaces what it
  holds. One transaction: the copy is checked (row counts and SHA-256 of
  every table) before it commits, else the target is left as it was. Stop
  the studio using the source first. Exit 1 on failure, 2 on bad arguments.
`;

export const USER_USAGE = `Usage: warbench user add <name> [--admin]
       warbench user passwd <name>
       warbench user list

  Team mode's accounts (WARBENCH_AUTH=on), in the studio's database
  (DATABASE_URL or WARBENCH_DB, as the studio). add and passwd read the
  password from a prompt, or its first line from standard input when that is
  not a terminal; a password under 12 characters, containing the name, or
  easy to guess (a zxcvbn score under 3) is refused, and so is a name that
  differs from an existing one only in case, width or look-alike letters. passwd signs the
  user out everywhere. Create the first admin with \`user add <name> --admin\`;
  admins add more on the studio's Users page. Exit 1 on failure, 2 on bad
  arguments.
`;
