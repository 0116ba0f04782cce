import 'server-only'
import { parseEnv, type Env } from './env-schema'

let cached: Env | undefined

/** The validated environment; the process exits at start when it is wrong (src/server/main.ts). */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
