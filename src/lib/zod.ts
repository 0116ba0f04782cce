import { config } from 'zod'

// Zod compiles its object parsers with `new Function` when it may. The site's policy forbids eval
// (docs/decisions/028-csp-nonces.md), and zod's probe for it is reported as a violation in every
// browser, caught or not. Set here, before any schema exists: code imports z only from this module.
config({ jitless: true })

// Re-exported as zod exports it (not `import { z }` then `export { z }`): the bundler then keeps
// only the schemas the code uses; re-exporting the namespace as a value put all of zod (90 KB
// gzip) into every page.
export * from 'zod'
