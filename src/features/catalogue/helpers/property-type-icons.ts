import { parseNumber } from '@/lib/format/number-format'

export type PropertyTypeIconName =
  'house' | 'apartment' | 'land' | 'office' | 'commercial' | 'industrial' | 'garage' | 'building'

export type PropertyTypeIcon = { name: PropertyTypeIconName; path: string }

/**
 * The site's own line icons on a 24×24 grid, drawn with a stroke (currentColor, width 2, round
 * caps and joins) and no fill, so they take the text colour around them.
 */
export const propertyTypeIconViewBox = '0 0 24 24'

// The keys are the CRM's WebID of the root property types (specification §9).
export const propertyTypeIcons = {
  1: { name: 'house', path: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5' },
  2: {
    name: 'apartment',
    path: 'M5 20V3.5h14V20M3 20h18M8.5 7.5h1m4.5 0h1M8.5 11h1m4.5 0h1M8.5 14.5h1m4.5 0h1M10.5 20v-2.5h3V20',
  },
  3: { name: 'land', path: 'M2.5 20h19M4.5 16.5h15M12 13V4l5 2.5L12 9' },
  4: { name: 'office', path: 'M3.5 8h17v11.5h-17zM9 8V5.5h6V8M3.5 13h17M11 13v2h2v-2' },
  5: { name: 'commercial', path: 'M3 4h18l-1 5H4zM5 9v11h14V9M9.5 20v-6h5v6' },
  6: { name: 'industrial', path: 'M3 20v-9l5 3v-3l5 3v-3l5 3V4h3v16zM7 17h2m3 0h2' },
  7: { name: 'garage', path: 'M3 20V9l9-5 9 5v11M7 20v-8h10v8M7 15h10M7 17.5h10' },
} as const satisfies Record<number, PropertyTypeIcon>

export const defaultPropertyTypeIcon: PropertyTypeIcon = {
  name: 'building',
  path: 'M6 20V3.5h12V20M3.5 20h17M10 7.5h4M10 11.5h4M10 15.5h4',
}

const isKnownWebId = (id: number): id is keyof typeof propertyTypeIcons =>
  Object.hasOwn(propertyTypeIcons, id)

/** The icon of a property type by its WebID (a number or numeric text); a building otherwise. */
export function propertyTypeIcon(webId: unknown): PropertyTypeIcon {
  const id = parseNumber(webId)
  return id !== null && isKnownWebId(id) ? propertyTypeIcons[id] : defaultPropertyTypeIcon
}
