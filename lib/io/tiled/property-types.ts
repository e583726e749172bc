import type { TiledProperties } from "./model";

/** How a property Warbench writes is typed in Tiled: numbers as numbers, colours with Tiled's colour picker. */
export function propertyType(name: string): "int" | "float" | "color" | "string" {
  if (name === "vp" || name === "capacity") return "int";
  if (name === "hexScale") return "float";
  if (name === "colour") return "color";
  return "string";
}

/** A property's value as Tiled writes its type (colours as #AARRGGBB). */
export function propertyValue(name: string, value: string): string {
  return propertyType(name) === "color" && /^#[0-9a-fA-F]{6}$/.test(value) ? `#ff${value.slice(1)}` : value;
}

export function typedProperties(p: TiledProperties): { name: string; type: string; value: string | number }[] {
  return Object.entries(p).map(([name, value]) => {
    const type = propertyType(name);
    const v = propertyValue(name, value);
    return { name, type, value: type === "int" || type === "float" ? Number(v) : v };
  });
}
