import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const zodMessage =
  "Import z from '@/lib/zod', which turns off zod's eval probe (docs/decisions/028-csp-nonces.md)."

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Zod is configured before any schema exists (src/lib/zod.ts), so code takes z from there.
    files: ['src/**'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: zodMessage }],
          patterns: [{ group: ['zod/*'], message: zodMessage }],
        },
      ],
    },
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
