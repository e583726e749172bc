import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { safeNext } from "@/lib/auth/gate";
import { authEnabled } from "@/lib/auth/mode";
import { PageHead } from "../_components/page-head";
import { SignInForm } from "./sign-in-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

/** Team mode's sign-in page; the single-user studio has none. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  if (!authEnabled()) notFound();
  const { next } = await searchParams; // checked by safeNext here and again by the action: the form's value is the client's
  return (
    <main>
      <PageHead crumbs={[]} title="Sign in" sub="This studio is shared by a team: sign in with the name and password an admin gave you." />
      <SignInForm next={safeNext(next)} />
    </main>
  );
}
