import { BOTS, playGame } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
const b = sampleBundle();
for (let i = 0; i < 3; i++) playGame(b, i, { blue: BOTS.greedy!, red: BOTS.greedy! });
const N = 20;
const c0 = process.cpuUsage();
for (let i = 10; i < 10 + N; i++) playGame(b, i, { blue: BOTS.greedy!, red: BOTS.greedy! });
const c = process.cpuUsage(c0);
console.log(process.execArgv.join(" "), "cpu ms/game", ((c.user + c.system) / 1000 / N).toFixed(1));
