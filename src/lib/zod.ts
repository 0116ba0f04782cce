import { z } from 'zod'

// Zod compiles its object parsers with `new Function` when it may. The site's policy forbids eval
// (docs/decisions/028-csp-nonces.md), and zod's probe for it is reported as a violation in every
// browser, caught or not. Set here, before any schema exists: code imports z only from this module.
z.config({ jitless: true })

export { z }
