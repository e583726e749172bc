"use client";

/** A timestamp in the viewer's own time zone (the server does not know it). */
export function LocalTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  const text = date.toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return (
    <time dateTime={iso} title={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
