"use client";
import { useEffect, useState } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { loadProjectNations } from "../../_actions/editor-context";
import { useToast } from "../toaster";

type GameNations = { game: string; nations: { id: string; name: string; colour: string }[] };

/**
 * A hex map without nations cannot own a fortification or capital [#26 item 3]:
 * above the canvas, an offer to add the nations of the project's game (one
 * undo step); and the painter's notices (why a tool did nothing) as toasts.
 */
export function NationsOffer({ editor, projectId, readOnly }: { editor: MapEditor; projectId: string; readOnly: boolean }) {
  const toast = useToast();
  const none = editor.map.meta.nations.length === 0;
  const [games, setGames] = useState<GameNations[] | null>(null);

  useEffect(() => editor.subscribe((event) => void (event.notice && toast.show(event.notice))), [editor, toast]);

  useEffect(() => {
    if (!none || readOnly) return;
    let live = true;
    void loadProjectNations(projectId).then((result) => live && result.ok && setGames(result.value));
    return () => {
      live = false;
    };
  }, [none, readOnly, projectId]);

  const game = games?.[0];
  if (!none || readOnly || !game) return null;
  const names = game.nations.map((n) => n.name).join(", ");
  return (
    <div className="banner warn" role="status" data-testid="nations-offer">
      <span className="grow">This map has no nations yet: borders, fortifications and capitals need them.</span>
      <button
        type="button"
        className="btn small primary"
        onClick={() => {
          editor.updateMeta("Add the game's nations", { ...editor.map.meta, nations: game.nations.map((n) => ({ ...n })) });
          toast.show(`Added ${names} from the game “${game.game}” (Ctrl+Z undoes it).`);
        }}
      >
        Add {names} from “{game.game}”
      </button>
    </div>
  );
}
