import { parseNumber } from '@/lib/format/number-format'

/** decisions.md §4: the renovation has to be done within 5 years after the deed. */
export const renovationDeadlineYears = 5

// WebID 1 (houses) and 2 (apartments) are the homes the Flemish obligation is about.
const residentialWebIds: readonly number[] = [1, 2]
const poorLabels: readonly string[] = ['e', 'f']

export type RenovationNoticeInput = {
  region: string | null | undefined
  /** The WebID of the property's (root) type. */
  webId: unknown
  epcLabel: string | null | undefined
}

/**
 * Whether a listing shows the renovation-obligation notice: Flemish homes with EPC label E or F,
 * which a buyer must bring to label D or better (decisions.md §4: Flanders only).
 */
export function needsRenovationNotice({ region, webId, epcLabel }: RenovationNoticeInput): boolean {
  const type = parseNumber(webId)
  return (
    region === 'Flanders' &&
    type !== null &&
    residentialWebIds.includes(type) &&
    poorLabels.includes((epcLabel ?? '').trim().toLowerCase())
  )
}
