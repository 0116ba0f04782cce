import 'server-only'
import { env } from './env.server'
import { publicOrigin } from './public-origin'

/** The configured public origin of this site (src/lib/public-origin.ts). */
export function siteOrigin(): string {
  return publicOrigin(env())
}
