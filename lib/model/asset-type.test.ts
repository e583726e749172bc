import { describe, expect, it } from "vitest";
import { sniffImage } from "./asset-type";

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImage", () => {
  it("takes a plain SVG, with or without a prolog and comments, as image/svg+xml", () => {
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><rect width="60" height="60"/></svg>'))).toBe("image/svg+xml");
    expect(sniffImage(text('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- a counter -->\n<svg>\n</svg>'))).toBe("image/svg+xml");
  });

  it("refuses an SVG with a DOCTYPE or entities, scripts, handlers or foreign objects, and other XML or HTML", () => {
    expect(sniffImage(text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'))).toBeNull();
    expect(sniffImage(text("<svg><script>alert(1)</script></svg>"))).toBeNull();
    expect(sniffImage(text('<svg><rect onclick="x()"/></svg>'))).toBeNull();
    expect(sniffImage(text("<svg><foreignObject><div/></foreignObject></svg>"))).toBeNull();
    expect(sniffImage(text('<svg><a href="javascript:x()"/></svg>'))).toBeNull();
    expect(sniffImage(text("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImage(text("<svgx/>"))).toBeNull();
    expect(sniffImage(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe]))).toBeNull();
  });

  it("still knows PNG and JPEG by their signatures", () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  });
});
