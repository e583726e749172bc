/**
 * Shapes the tests draw area maps with (the lint fixtures, lib/area-painter's and the A&A engine's
 * test maps). A leaf on the bottom floor, so any test kit (the engine's too) may import it.
 */

/** A square's outline from its top-left corner, as a polygon's flat [x, y, …] ring. */
export const square = (x: number, y: number, size = 100): number[] => [x, y, x + size, y, x + size, y + size, x, y + size];
