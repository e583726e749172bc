"use client";

import { useActionState } from "react";
import { type SignInState, signInAction } from "../_actions/session";

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { error: null });
  return (
    <form action={action} className="panel pad signin-form" aria-label="Sign in">
      <input type="hidden" name="next" value={next} />
      <label>
        Name
        <input name="name" autoComplete="username" required autoFocus />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {state.error ? (
        <p role="alert" className="error-text">
          {state.error}
        </p>
      ) : null}
      <button type="submit" className="btn primary" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
