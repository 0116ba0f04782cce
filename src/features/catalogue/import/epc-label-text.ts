import { epcLabels, type EpcLabel } from '@/lib/belgium/epc'

const suffixes: Record<string, string> = { '++': '_plusplus', '+': '_plus', '-': '_sub' }

function isEpcLabel(value: string): value is EpcLabel {
  return (epcLabels as readonly string[]).includes(value)
}

/**
 * The site's key for an EPC label as a CRM writes it ('A+', 'b-', 'C', or already 'a_plus'), or
 * null when it is no label of any regional scale.
 */
export function normalizeEpcLabel(text: string): EpcLabel | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '')
  if (isEpcLabel(value)) return value
  const match = /^([a-g])(\+\+|\+|-)?$/.exec(value)
  if (!match) return null
  const label = `${match[1]}${match[2] ? suffixes[match[2]] : ''}`
  return isEpcLabel(label) ? label : null
}
