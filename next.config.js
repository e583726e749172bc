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
    // Documents are edited whole; a large map or OOB can pass the 1 MB default.
    serverActions: { bodySizeLimit: "20mb" },
  },
};

export default nextConfig;
