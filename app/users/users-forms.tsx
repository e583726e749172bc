"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { addUser, resetPassword } from "../_actions/users";

/** The Users page's two forms: add a user, reset a password. */
export function UserForms() {
  const router = useRouter();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <div className="panel pad" style={{ display: "grid", gap: 16 }}>
      <form
        className="stack-form"
        aria-label="Add a user"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const result = await addUser({ name: String(data.get("name") ?? ""), password: String(data.get("password") ?? ""), admin: data.get("admin") === "on" });
          setMessage(result.ok ? { text: `Added ${result.value.name}.`, error: false } : { text: result.error, error: true });
          if (result.ok) {
            form.reset();
            router.refresh();
          }
        }}
      >
        <label>
          Name
          <input name="name" required autoComplete="off" />
        </label>
        <label>
          Password
          <input name="password" type="password" required autoComplete="new-password" />
        </label>
        <label style={{ display: "flex", gap: 4, alignItems: "center" }}>
          <input name="admin" type="checkbox" /> Admin
        </label>
        <p className="muted" style={{ margin: 0 }}>
          A password has at least 12 characters and must not be easy to guess: a phrase of a few unrelated words works. Names that differ
          only in case, width or look-alike letters are one name.
        </p>
        <button type="submit" className="btn primary">
          Add user
        </button>
      </form>
      <form
        className="stack-form"
        aria-label="Reset a password"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const name = String(data.get("name") ?? "");
          const result = await resetPassword({ name, password: String(data.get("password") ?? "") });
          setMessage(result.ok ? { text: `Changed ${name}'s password; their sessions are ended.`, error: false } : { text: result.error, error: true });
          if (result.ok) form.reset();
        }}
      >
        <label>
          Name
          <input name="name" required autoComplete="off" />
        </label>
        <label>
          New password
          <input name="password" type="password" required autoComplete="new-password" />
        </label>
        <button type="submit" className="btn">
          Reset password
        </button>
      </form>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "error-text" : "muted"}>
          {message.text}
        </p>
      )}
    </div>
  );
}
