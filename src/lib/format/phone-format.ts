const groups: Record<number, readonly number[]> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
}

/**
 * Belgian numbers grouped for reading (specification §5): ten digits 4-2-2-2 (mobile
 * '0475 12 34 56'), nine digits 3-2-2-2 (land line '025 55 01 23'). Any other number of digits
 * is returned exactly as given, because guessing a grouping for foreign numbers would be wrong.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '')
  const sizes = groups[digits.length]
  if (!sizes) return input
  let start = 0
  return sizes
    .map((size) => {
      const part = digits.slice(start, start + size)
      start += size
      return part
    })
    .join(' ')
}

/** A `tel:` link's target: the number's digits and its leading +, as dialling wants them. */
export function phoneHref(input: string): string {
  return `tel:${input.replace(/[^+\d]/g, '')}`
}
