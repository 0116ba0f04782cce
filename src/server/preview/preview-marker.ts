import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from '@/server/secrets/app-secret'

/**
 * The value src/proxy.ts gives the preview header once it has checked a staff session: derived from
 * APP_SECRET, so a request that carries the header on a path the proxy never sees (a 404 with a
 * file extension) cannot name it, even if the edge of the app failed to strip it.
 */
export function previewMarker(): string {
  return createHmac('sha256', appSecret()).update('staff-preview').digest('hex')
}

export function isPreviewMarker(value: string | null): boolean {
  if (value === null) return false
  const expected = Buffer.from(previewMarker())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
