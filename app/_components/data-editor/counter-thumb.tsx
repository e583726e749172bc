"use client";

import { isObj, list, str } from "@/lib/editor-intel";
import { faceOf } from "@/lib/model/counter-face";
import { useProjectId } from "../board-canvas/counter-images";
import { assetUrl } from "../board-canvas/project-pictures";

/** A unit's counter face in its OOB row (a ported module's picture), lazily loaded; nothing for a unit without one. */
export function CounterThumb({ scenario, game, index, name }: { scenario: unknown; game: unknown; index: number; name: string }) {
  const projectId = useProjectId();
  const face = unitFace(scenario, game, index);
  if (!face || !projectId) return null;
  // A project's picture behind its access check, not a static file: next/image's optimiser has nothing to add.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="de-face" src={assetUrl(projectId, face)} alt={name} loading="lazy" decoding="async" width={22} height={22} style={{ objectFit: "contain", verticalAlign: "middle", marginRight: 5 }} />;
}

/** The face of the scenario's unit at `index`: its own pictures over its type's (the front: the table lists units at full strength). */
export function unitFace(scenario: unknown, game: unknown, index: number): string | undefined {
  const units = isObj(scenario) && Array.isArray(scenario.units) ? scenario.units : [];
  const unit = units[index];
  if (!isObj(unit)) return undefined;
  const typeId = str(unit.type);
  const type = typeId === undefined ? undefined : list(game, "unitTypes").find((t) => t.id === typeId);
  return faceOf(unit.counter, type?.counter, false);
}
