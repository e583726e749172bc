import type { StoreError } from "@/lib/db";

/** The HTTP status a route handler answers a store (or access) error with. */
export function storeErrorStatus(error: StoreError): number {
  return { "not-found": 404, forbidden: 403, unauthenticated: 401, "too-large": 413, conflict: 409, invalid: 400 }[error.code] ?? 400;
}
