import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { ThemeToggle } from "./_components/theme-toggle";
import { Toaster } from "./_components/toaster";
import { UserMenu } from "./_components/user-menu";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Warbench", template: "%s · Warbench" },
  description: "Scenario and map authoring studio for operational wargames",
};

// Sets the theme before the first paint, so a dark-theme user never sees a white flash.
const themeScript = `try{var t=localStorage.getItem("warbench-theme");if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.dataset.theme=t}catch(e){}`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <Toaster>
          <header className="topbar">
            <Link href="/" className="brand" aria-label="Warbench home">
              <svg width="22" height="22" viewBox="0 0 32 32" aria-hidden="true">
                <polygon points="16,2 28,9 28,23 16,30 4,23 4,9" fill="var(--accent)" />
                <polygon points="16,9 22,12.5 22,19.5 16,23 10,19.5 10,12.5" fill="var(--accent-soft)" />
              </svg>
              Warbench
            </Link>
            <nav aria-label="Studio">
              <Link href="/">Projects</Link>
              <Link href="/trash">Trash</Link>
            </nav>
            <span className="spacer" />
            <UserMenu />
            <ThemeToggle />
          </header>
          {children}
        </Toaster>
      </body>
    </html>
  );
}
