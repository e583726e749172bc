/** `choose-weather`: on GT1 the scenario's side picks the weather instead of rolling it [4.0], one of the three kinds [4.1]. */
import { advanceFlow } from "../../../core/flow";
import { RuleError } from "../../../core/errors";
import { nextWarFlow } from "../flow-hooks";
import { segmentsOf } from "../segments";
import type { NextWarMove } from "./move";

export const chooseWeather: NextWarMove<"choose-weather"> = {
  legal(at, action) {
    if (at.seg.id !== "choose-weather") return new RuleError("4.0", "weather is chosen only on GT1 in the weather phase");
    if (!["clear", "overcast", "storm"].includes(action.weather)) return new RuleError("4.1", `unknown weather ${String(action.weather)}`);
    return undefined;
  },
  apply(draft, action, at, _plan, events) {
    draft.weather = action.weather;
    events.push({ type: "weather-chosen", side: at.side, weather: action.weather, rule: "4.0" });
    advanceFlow(draft, segmentsOf(draft), nextWarFlow, events);
  },
};
