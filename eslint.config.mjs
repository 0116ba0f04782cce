import { readdirSync } from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// The layers (docs/decisions/026-layers.md): src/app composes features; a feature stands on
// src/server (infrastructure) and src/lib (the kernel); lib stands on nothing of ours above it.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layers = {
  files: ['src/**/*.{ts,tsx}'],
  // Import cycles are found by `npm run lint:cycles` (dpdm): import/no-cycle took 83 % of the
  // lint run (docs/decisions/044-import-cycles.md).
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/lib',
            from: ['./src/features', './src/server', './src/app'],
            message: 'src/lib is the kernel: it imports nothing from features, server or app.',
          },
          {
            target: './src/server',
            from: './src/app',
            message: 'src/server is infrastructure: routes use it, never the reverse.',
          },
          {
            target: './src/features',
            from: './src/app',
            message: 'Features never import routes: the route composes the features.',
          },
        ],
      },
    ],
  },
}

// Infrastructure imports no feature, except from the composition roots: the process entry and
// the seed, which put the features together.
const serverIgnoresFeatures = {
  files: ['src/server/**/*.{ts,tsx}'],
  ignores: ['src/server/main.ts', 'src/server/seed/**'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/server',
            from: './src/features',
            message:
              'src/server imports no feature (only src/server/main.ts and src/server/seed/ compose them).',
          },
          {
            target: './src/server',
            from: './src/app',
            message: 'src/server is infrastructure: routes use it, never the reverse.',
          },
        ],
      },
    ],
  },
}

// One import style: `./x` inside a folder, `@/…` for everything else in src. Only what lies
// outside src (the message catalogues, test support, the demo photos' manifest) is reached by a
// relative path.
const relativeParents = {
  regex: '^(?:\\.\\./)+(?!\\.\\./|messages/|tests/support/|public/media/)',
  message: "Import from another folder of src with '@/…' (one import style).",
}

// Zod is configured before any schema exists (src/lib/zod.ts), so code takes z from there.
const zodMessage =
  "Import z from '@/lib/zod', which turns off zod's eval probe (docs/decisions/028-csp-nonces.md)."
const zodPaths = [{ name: 'zod', message: zodMessage }]
const zodPatterns = [{ group: ['zod/*'], message: zodMessage }]

// A feature reaches another feature only through that feature's public entries: index.ts (safe in
// browser and server code), server.ts (server-only) and node.ts (server code that also runs
// outside Next: commands and the process entry). Tests may reach in to build their fixtures.
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: zodPaths,
        patterns: [
          relativeParents,
          ...zodPatterns,
          {
            group: [
              '@/features/*/**',
              '!@/features/*/server',
              '!@/features/*/node',
              `!@/features/${feature}/**`,
            ],
            message:
              "Import another feature from its public entries: '@/features/<name>', '@/features/<name>/server' or '@/features/<name>/node'.",
          },
        ],
      },
    ],
  },
}))

const config = [
  ...nextVitals,
  ...nextTs,
  layers,
  serverIgnoresFeatures,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**', 'src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: zodPaths, patterns: [relativeParents, ...zodPatterns] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: zodPaths, patterns: [relativeParents, ...zodPatterns] },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
]

export default config
