import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { z } from 'zod'
import type { RequestSpec } from '../../src/server/requests/process-request.server'

// The server modules are imported when first used: a test file sets DATABASE_URL in its
// beforeAll, after its own imports.

/** A solved proof of work, as the ALTCHA widget puts it in the form. */
export async function altchaProof(): Promise<string> {
  const { newChallenge } = await import('../../src/server/requests/altcha.server')
  const challenge = await newChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** `fields` as a browser posts them: a list is one entry per item. */
export function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

/**
 * Sends `fields` with a solved proof of work through the site's request path, from `ip`, with
 * rate limits no test file reaches.
 */
export async function submitRequest<S extends z.ZodType, Found>(
  spec: RequestSpec<S, Found>,
  fields: Record<string, string | string[]>,
  ip = '203.0.113.20',
) {
  const { processRequest } = await import('../../src/server/requests/process-request.server')
  const data = formData(fields)
  data.append('altcha', await altchaProof())
  return processRequest(spec, data, {
    ip,
    limits: { perIp: 1000, perEmail: 1000, noScriptPerIp: 1000, confirmationsPerDay: 1000 },
  })
}
