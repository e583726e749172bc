"use client";

import { useEffect, useRef } from "react";
import type { TerrainClass } from "@/lib/model/vocabulary";
import { packColour, PATTERNS } from "../board-canvas/terrain-patterns";

/** A terrain sample with its pattern, as the map draws it. */
export function Swatch({ colour, terrainClass, size = 22 }: { colour: string; terrainClass?: TerrainClass; size?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (!ctx) return;
    const image = ctx.createImageData(size, size);
    const px = new Uint32Array(image.data.buffer);
    const base = packColour(colour);
    const dark = packColour(colour, 0.72);
    const pattern = terrainClass ? PATTERNS[terrainClass] : PATTERNS.clear;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) px[y * size + x] = pattern(x, y) ? dark : base;
    ctx.putImageData(image, 0, 0);
  }, [colour, terrainClass, size]);
  return <canvas ref={ref} width={size} height={size} className="swatch" aria-hidden="true" />;
}
