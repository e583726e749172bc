import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const impure = {
  paths: [
    { name: "react", message: "lib/engine, lib/model, lib/hex and lib/validate are pure: no React." },
    { name: "react-dom", message: "Pure modules: no React DOM." },
    { name: "better-sqlite3", message: "Only lib/db talks to the database." },
  ],
  patterns: [
    { group: ["next", "next/*"], message: "Pure modules: no Next.js." },
    { group: ["@prisma/*", "**/db", "**/db/*", "@/lib/db", "@/lib/db/*"], message: "Only lib/db imports Prisma; pure modules never touch the database." },
    { group: ["@/app/*", "**/app/*"], message: "Arrows point down: lib never imports app." },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["lib/engine/**", "lib/model/**", "lib/hex/**", "lib/validate/**", "lib/balance/**"],
    rules: {
      "no-restricted-imports": ["error", impure],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Use the seeded dice in the game state." },
        { object: "Date", property: "now", message: "Pure modules take time as input." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date']", message: "Pure modules take time as input." },
      ],
    },
  },
  {
    files: ["app/**", "lib/cli/**", "lib/io/**", "lib/samples/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@prisma/*", "**/db/generated/*", "better-sqlite3"], message: "Only lib/db imports Prisma or the database driver." }] },
      ],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/db/generated/**", "lib/validate/generated/**", "lib/cli/dist/**", "next-env.d.ts", "data/**", "test-results/**", "playwright-report/**"]),
]);
