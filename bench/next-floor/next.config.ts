import type { NextConfig } from 'next'

// Next's defaults, with the copy's own folder as Turbopack's root: the nearest lockfile above it
// is the site's, whose src/proxy.ts Next would otherwise compile into this page.
const config: NextConfig = { turbopack: { root: import.meta.dirname } }

export default config
