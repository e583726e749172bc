// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a benchmark or a second checkout build without touching .next.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time.
  serverExternalPackages: ["better-sqlite3"],
  experimental: {
    // Documents are saved whole. The store refuses a document over 16 MB as
    // stored, and indented editor text may be 4× that (lib/model/json-input),
    // sent as an escaped JSON string: the body limit sits above both, so an
    // oversized save gets the store's message naming the limit, not a dropped request.
    serverActions: { bodySizeLimit: "96mb" },
    // proxy.ts buffers a copy of every body and passes on only this much: the same
    // as the action limit, so a save or a bundle import (50 MB) is never cut short;
    // lib/security/request-guard.ts refuses a longer body with 413 (a test keeps them equal).
    proxyClientMaxBodySize: "96mb",
  },
};

export default nextConfig;
