/**
 * What every ruleset shares about refusals: a rule broken is data, thrown
 * inside a move and turned into `{ error, rule }` at the ruleset's edge.
 */
/** A rule broken, as data: `[8.2.2] a unit that enters an enemy ZOC stops`. */
export class RuleError {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {}
  get message(): string {
    return `[${this.rule}] ${this.reason}`;
  }
}
