"use client";

import { useRef, useState } from "react";
import { fitPlacement, replacePicture } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import { imageSize, uploadPicture } from "../board-canvas/project-pictures";

const ACCEPT = "image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg";

/**
 * Upload (or replace) the board picture: stored as a project asset, then
 * placed over the map (fitted, or where the old picture was when it is the
 * same board at another resolution) as one undo step.
 */
export function BackgroundUpload(props: { editor: MapEditor; projectId: string; onProblem: (problem: string | null) => void }) {
  const { editor, projectId, onProblem } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const current = editor.map.meta.background;

  const upload = async (file: File) => {
    setBusy(true);
    onProblem(null);
    try {
      const size = await imageSize(file).catch(() => {
        throw new Error(`${file.name}: not a picture this studio can read (PNG, JPEG or SVG).`);
      });
      if (size.width < 1 || size.height < 1) throw new Error(`${file.name}: the picture has no size (an SVG needs width and height).`);
      const sha256 = await uploadPicture(projectId, file);
      const spec = editor.map.spec;
      const next = current ? replacePicture(spec, current, sha256, size.width, size.height) : fitPlacement(spec, sha256, size.width, size.height);
      editor.setBackground(current ? "Replace picture" : "Add picture", next);
    } catch (error) {
      onProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="picture-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <button type="button" className={`btn small${current ? "" : " primary"}`} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? "Uploading…" : current ? "Replace picture…" : "Upload picture…"}
      </button>
    </>
  );
}
