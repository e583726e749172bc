import "server-only";
import { notFound } from "next/navigation";
import { isStoreError } from "@/lib/db";

/** Runs a page's store read; an unknown id becomes the 404 page instead of an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isStoreError(error) && error.code === "not-found") notFound();
    throw error;
  }
}
