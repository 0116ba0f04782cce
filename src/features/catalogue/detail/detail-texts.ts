import type { DetailTexts } from './format-value'

type Loose = {
  (key: string, values?: Record<string, string | number>): string
  has: (key: string) => boolean
}

/** next-intl's `t` of catalogue.detail for keys built at run time (values.heatingType.gas…). */
export function detailTexts(t: object): DetailTexts {
  const loose = t as Loose
  return {
    t: (key, values) => loose(key, values),
    has: (key) => loose.has(key),
  }
}
