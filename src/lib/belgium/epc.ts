import type { Region } from './region'

export const epcLabels = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
] as const
export type EpcLabel = (typeof epcLabels)[number]

type Scale = { labels: readonly (readonly [label: EpcLabel, upTo: number])[]; above: EpcLabel }

// kWh/m²·year, upper bound inclusive (specification §9; the Brussels bounds are decisions.md §4).
export const epcScales: Record<Region, Scale> = {
  Flanders: {
    labels: [
      ['a_plus', 0],
      ['a', 100],
      ['b', 200],
      ['c', 300],
      ['d', 400],
      ['e', 500],
    ],
    above: 'f',
  },
  Wallonia: {
    labels: [
      ['a_plusplus', 0],
      ['a_plus', 45],
      ['a', 85],
      ['b', 170],
      ['c', 255],
      ['d', 340],
      ['e', 425],
      ['f', 510],
    ],
    above: 'g',
  },
  Brussels: {
    labels: [
      ['a_plus', 0],
      ['a', 30],
      ['a_sub', 45],
      ['b_plus', 62],
      ['b', 78],
      ['b_sub', 95],
      ['c_plus', 113],
      ['c', 132],
      ['c_sub', 150],
      ['d_plus', 170],
      ['d', 190],
      ['d_sub', 210],
      ['e_plus', 232],
      ['e', 253],
      ['e_sub', 275],
      ['f_plus', 298],
      ['f', 322],
      ['f_sub', 346],
    ],
    above: 'g',
  },
}

/** The label of an energy value on the region's scale; null when the value is not a number. */
export function epcLabel(region: Region, value: number): EpcLabel | null {
  if (!Number.isFinite(value)) return null
  const scale = epcScales[region]
  return scale.labels.find(([, upTo]) => value <= upTo)?.[0] ?? scale.above
}

/** The region's labels from best to worst. */
export function epcLabelsOf(region: Region): EpcLabel[] {
  const scale = epcScales[region]
  return [...scale.labels.map(([label]) => label), scale.above]
}

export function isEpcLabelOf(region: Region, label: string): label is EpcLabel {
  return (epcLabelsOf(region) as string[]).includes(label)
}

/** How a label is written on a badge: a_plusplus → A++, b_sub → B-, c_plus → C+. */
export function epcLabelText(label: EpcLabel): string {
  const [letter = '', modifier] = label.split('_')
  const suffix = modifier === 'plusplus' ? '++' : modifier === 'plus' ? '+' : modifier ? '-' : ''
  return letter.toUpperCase() + suffix
}

export const regionSlugs = {
  Flanders: 'flanders',
  Wallonia: 'wallonia',
  Brussels: 'brussels',
} as const satisfies Record<Region, string>

export function regionFromSlug(slug: string): Region | null {
  const entry = Object.entries(regionSlugs).find(([, value]) => value === slug)
  return entry ? (entry[0] as Region) : null
}

/** Where the site serves its own label image (specification §9, decisions.md §4). */
export function epcImagePath(region: Region, label: EpcLabel): string {
  return `/images/epc/${regionSlugs[region]}/${label}.png`
}
