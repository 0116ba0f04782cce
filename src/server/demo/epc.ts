import type { Region } from './places'

type Scale = { labels: readonly [label: string, upTo: number][]; above: string }

// kWh/m²·year, upper bound inclusive (specification §9 and decisions.md §4).
const scales: Record<Region, Scale> = {
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

export function epcLabel(region: Region, value: number): string {
  const scale = scales[region]
  return scale.labels.find(([, upTo]) => value <= upTo)?.[0] ?? scale.above
}
