import type { AreaPointerInput, AreaTool, AreaToolHost, AreaToolPreview } from "./types";

/** Tools that pick spaces by clicking them, then act. */
abstract class PickTool implements AreaTool {
  abstract readonly id: "merge" | "connect" | "canal";
  protected picked: string[] = [];
  lastError: string | null = null;
  constructor(protected readonly host: AreaToolHost) {}

  down(input: AreaPointerInput) {
    const id = this.host.spaceAt(input.point);
    if (id) this.pick(id);
  }
  move() {}
  up() {}
  cancel() {
    this.picked = [];
  }
  protected abstract pick(id: string): void;
  abstract preview(): AreaToolPreview | null;
}

/** Merge: click two spaces of the same kind; the second joins the first. */
export class MergeTool extends PickTool {
  readonly id = "merge";
  protected pick(id: string) {
    if (this.picked.length === 0) {
      this.picked = [id];
      return;
    }
    const [a] = this.picked;
    this.picked = [];
    if (a !== id) this.lastError = this.host.mergeSpaces(a!, id)?.error ?? null;
  }
  preview(): AreaToolPreview {
    return { spaces: this.picked, hint: this.picked.length === 0 ? "Click the space to keep" : "Click the space to merge into it" };
  }
}

/** Connect: click two spaces to connect them by hand, or disconnect them if they are connected. */
export class ConnectTool extends PickTool {
  readonly id = "connect";
  protected pick(id: string) {
    if (this.picked.length === 0) {
      this.picked = [id];
      return;
    }
    const [a] = this.picked;
    this.picked = [];
    if (a !== id) this.lastError = this.host.toggleConnection(a!, id)?.error ?? null;
  }
  preview(): AreaToolPreview {
    return { spaces: this.picked, hint: this.picked.length === 0 ? "Click a space" : "Click another space to connect or disconnect them" };
  }
}

/** Canal: click its two sea zones, then the territories that control it, and press Enter. */
export class CanalTool extends PickTool {
  readonly id = "canal";
  protected pick(id: string) {
    const kind = this.host.kindOf(id);
    const zones = this.picked.filter((p) => this.host.kindOf(p) === "seaZone");
    if (kind === "seaZone" && zones.length < 2 && !this.picked.includes(id)) this.picked.push(id);
    else if (kind === "territory") this.picked = this.picked.includes(id) ? this.picked.filter((p) => p !== id) : [...this.picked, id];
  }
  key(key: string): boolean {
    if (key !== "Enter") return false;
    const zones = this.picked.filter((p) => this.host.kindOf(p) === "seaZone");
    const lands = this.picked.filter((p) => this.host.kindOf(p) === "territory");
    this.picked = [];
    if (zones.length !== 2 || lands.length === 0) this.lastError = "A canal needs two sea zones and at least one territory.";
    else this.lastError = this.host.createCanal([zones[0]!, zones[1]!], lands)?.error ?? null;
    return true;
  }
  preview(): AreaToolPreview {
    const zones = this.picked.filter((p) => this.host.kindOf(p) === "seaZone").length;
    return { spaces: this.picked, hint: zones < 2 ? "Click the canal's two sea zones" : "Click the controlling territories, then press Enter" };
  }
}
