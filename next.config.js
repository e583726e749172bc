// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time.
  serverExternalPackages: ["better-sqlite3"],
  experimental: {
    // Documents are edited whole; a large map or OOB can pass the 1 MB default.
    serverActions: { bodySizeLimit: "20mb" },
  },
};

export default nextConfig;
