import { z } from '@/lib/zod'
import type { FieldErrorCode } from '@/lib/forms/form-state'

/** More zones than this is not a search any more; choose a province's worth at most. */
export const maxZones = 60

/**
 * The form kit's error codes (src/lib/forms/form-state.ts) the zone field uses: no zone, too many,
 * and (on the server) a zone that is no Belgian postal code, municipality or town.
 */
export const zoneErrors = {
  required: 'atLeastOneZone',
  tooMany: 'tooLong',
  unknown: 'unknownZone',
} as const satisfies Record<string, FieldErrorCode>

/**
 * The zones a visitor asked for, from the plain field (`9000, Leuven; Ixelles`, typed without
 * JavaScript) or from the picker's hidden fields (one value per zone): split at commas,
 * semicolons and line breaks, trimmed, without repeats (ignoring case).
 */
export function splitZones(input: unknown): string[] {
  const values = (Array.isArray(input) ? input : [input]).filter(
    (value): value is string => typeof value === 'string',
  )
  const seen = new Set<string>()
  const zones: string[] = []
  for (const part of values.flatMap((value) => value.split(/[,;\n]+/))) {
    const zone = part.replace(/\s+/g, ' ').trim()
    if (!zone || seen.has(zone.toLowerCase())) continue
    seen.add(zone.toLowerCase())
    zones.push(zone)
  }
  return zones
}

/**
 * The zone field's rules that need no data (browser and server): at least one zone (specification
 * §5), at most `maxZones`. The server's `zonesSchema` (zones.ts) adds that each must be a Belgian
 * postal code, town or municipality and turns them into postal codes.
 */
export const zoneTokensSchema = z.preprocess(
  splitZones,
  z
    .array(z.string().max(80))
    .min(1, { error: zoneErrors.required })
    .max(maxZones, { error: zoneErrors.tooMany }),
)
