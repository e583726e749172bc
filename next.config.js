// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a benchmark or a second checkout build without touching .next.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Loaded from node_modules at run time: better-sqlite3, a native addon, and piscina, the worker pool
  // (lib/workers), which starts its own worker file from its package folder.
  serverExternalPackages: ["better-sqlite3", "piscina"],
  experimental: {
    // React decodes a server action's body on the request thread before any
    // check of ours runs (a hostile object of millions of keys stalls every
    // other request): actions take small arguments only. Documents, saved games
    // and imports go to route handlers under /api, which read their bodies
    // streamed and check them in a worker thread (lib/parse-worker) [#25 item 1].
    serverActions: { bodySizeLimit: "1mb" },
    // Next buffers a copy of every body proxy.ts sees and passes on only this
    // much: the same as the action limit. The API is not proxy.ts's (its
    // matcher) but the server gate's (lib/security/server-gate.ts), so its
    // bodies stream; request-guard.ts refuses a longer body with 413 (a test
    // keeps the two equal).
    proxyClientMaxBodySize: "1mb",
  },
};

export default nextConfig;
