"use client";

import type { MapEditor } from "@/lib/painter/editor";
import { formatEdges, parseEdges } from "@/lib/painter/edges";
import { FormDialog } from "../form-dialog";

/** Map-wide settings: name, friendly map edges per side, and the names of each sea zone's boxes. */
export function MapSettings({ editor, open, onClose }: { editor: MapEditor; open: boolean; onClose: () => void }) {
  const meta = editor.map.meta;
  return (
    <FormDialog
      open={open}
      title="Map settings"
      submitLabel="Apply"
      fields={[
        { name: "name", label: "Map name", initial: meta.name, required: true },
        { name: "edges", label: "Friendly map edges by side (side: edges; …)", initial: formatEdges(meta.friendlyEdges) },
        ...meta.seaZones.flatMap((z, i) => [
          { name: `zone${i}-name`, label: `Sea zone ${z.id}: name`, initial: z.name },
          { name: `zone${i}-sea`, label: `${z.name}: sea box name`, initial: z.seaBox.name },
          { name: `zone${i}-coastal`, label: `${z.name}: coastal box name`, initial: z.coastalBox.name },
        ]),
      ]}
      onClose={onClose}
      onSubmit={async (v) => {
        const edges = parseEdges(v.edges ?? "");
        if (!edges.ok) return edges.error;
        if (!v.name?.trim()) return "The map needs a name.";
        editor.updateMeta("Map settings", {
          ...meta,
          name: v.name.trim(),
          friendlyEdges: edges.value,
          seaZones: meta.seaZones.map((z, i) => ({
            ...z,
            name: v[`zone${i}-name`]?.trim() || z.name,
            seaBox: { ...z.seaBox, name: v[`zone${i}-sea`]?.trim() || z.seaBox.name },
            coastalBox: { ...z.coastalBox, name: v[`zone${i}-coastal`]?.trim() || z.coastalBox.name },
          })),
        });
        return null;
      }}
    >
      <p className="muted">Sides are the scenario&apos;s side ids. Each sea zone has a sea box and a coastal box [7.1].</p>
    </FormDialog>
  );
}
