"use client";

import { useCallback, useState } from "react";
import type { SupportPick } from "./air-panel";

const NO_SUPPORT: SupportPick = { air: 0, helicopters: [] };

/**
 * What the player has picked on the hex board: the stack to move (its hex and
 * units), the hex to attack with its attackers and flown support, a beach to
 * land on, a helicopter to rebase with its escort, a retreat path to preview,
 * and the hex under the pointer. `clear` drops every pick but the pointer.
 */
export function useSelection() {
  const [selectedUnits, setSelectedUnits] = useState<string[]>([]);
  const [selectedHex, setSelectedHex] = useState<number | null>(null);
  const [hoverHex, setHoverHex] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [attackers, setAttackers] = useState<string[]>([]);
  // An empty beach hex clicked in the combat segment: its Land button comes first [8.5.8.1].
  const [beach, setBeach] = useState<string | null>(null);
  const [retreatPreview, setRetreatPreview] = useState<string[] | null>(null);
  const [support, setSupport] = useState<SupportPick>(NO_SUPPORT);
  const [helicopter, setHelicopter] = useState<string | null>(null);
  const [escort, setEscort] = useState(0);
  const clear = useCallback(() => {
    setSelectedUnits([]);
    setSelectedHex(null);
    setTarget(null);
    setAttackers([]);
    setSupport(NO_SUPPORT);
    setHelicopter(null);
    setBeach(null);
  }, []);
  const clearSupport = useCallback(() => setSupport(NO_SUPPORT), []);
  return {
    selectedUnits, setSelectedUnits, selectedHex, setSelectedHex, hoverHex, setHoverHex,
    target, setTarget, attackers, setAttackers, beach, setBeach, retreatPreview, setRetreatPreview,
    support, setSupport, clearSupport, helicopter, setHelicopter, escort, setEscort, clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;
