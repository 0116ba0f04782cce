import { epcLabelText, epcLabelsOf, isEpcLabelOf } from './epc'
import type { Region } from './region'

// The badge draws its text as strokes, so the PNG looks the same on a server without fonts.
// Glyphs sit in a box 100 units high; each entry is [advance width, path].
const glyphs: Record<string, readonly [width: number, path: string]> = {
  A: [64, 'M4 100 32 0 60 100M14 66h36'],
  B: [58, 'M6 0v100h28c28 0 28-50 0-50H6m0-50h24c24 0 24 50 0 50'],
  C: [60, 'M56 16C49 5 40 0 31 0 14 0 4 22 4 50s10 50 27 50c9 0 18-5 25-16'],
  D: [60, 'M6 0v100h20c22 0 30-22 30-50S48 0 26 0z'],
  E: [52, 'M48 0H6v100h42M6 50h34'],
  F: [52, 'M48 0H6v100M6 50h34'],
  G: [62, 'M56 16C49 5 40 0 31 0 14 0 4 22 4 50s10 50 27 50c17 0 27-12 27-30v-14H36'],
  '+': [48, 'M4 50h40M24 30v40'],
  '-': [36, 'M4 50h28'],
}

const width = 120
const height = 48
const tip = 22 // how far the arrow point reaches into the badge
const capHeight = 28
const scale = capHeight / 100
const letterSpacing = 10

// The usual energy-label ramp, best to worst. A region's labels are spread over all of it, so
// Flemish F and Brussels/Walloon G are equally red.
const ramp: readonly [number, number, number][] = [
  [0x00, 0x75, 0x3a],
  [0x2e, 0x9f, 0x43],
  [0x9b, 0xc5, 0x3d],
  [0xf4, 0xd2, 0x1f],
  [0xf5, 0xa6, 0x23],
  [0xe8, 0x64, 0x1b],
  [0xc8, 0x10, 0x2e],
]

const hex = (rgb: readonly number[]) =>
  '#' + rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')

/** The colour at position 0 (best) … 1 (worst) of the ramp. */
export function rampColour(position: number): string {
  const clamped = Math.min(1, Math.max(0, position))
  const scaled = clamped * (ramp.length - 1)
  const index = Math.min(ramp.length - 2, Math.floor(scaled))
  const from = ramp[index]!
  const to = ramp[index + 1]!
  const t = scaled - index
  return hex(from.map((channel, i) => channel + (to[i]! - channel) * t))
}

function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = parseInt(colour.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** White or near-black, whichever reads better on the background (WCAG contrast ratio). */
export function textColourOn(background: string): string {
  const dark = '#1a1a1a'
  const bg = luminance(background)
  return contrast(bg, luminance('#ffffff')) >= contrast(bg, luminance(dark)) ? '#ffffff' : dark
}

/**
 * The site's own EPC label artwork (decisions.md §4): an arrow in the label's colour with the
 * label written on it. Null when the label is not on the region's scale.
 */
export function epcBadgeSvg(region: Region, label: string): string | null {
  if (!isEpcLabelOf(region, label)) return null
  const labels = epcLabelsOf(region)
  const fill = rampColour(labels.indexOf(label) / (labels.length - 1))
  const text = epcLabelText(label)

  const placed: string[] = []
  let x = 0
  for (const character of text) {
    const [advance, path] = glyphs[character]!
    placed.push(`<path transform="translate(${x} 0)" d="${path}"/>`)
    x += advance + letterSpacing
  }
  const textWidth = (x - letterSpacing) * scale
  const left = ((width - tip - textWidth) / 2).toFixed(2)
  const top = ((height - capHeight) / 2).toFixed(2)

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${height * 2}" viewBox="0 0 ${width} ${height}" role="img" aria-label="EPC ${text}">`,
    `<path d="M6 0h${width - tip - 6}l${tip} ${height / 2}-${tip} ${height / 2}H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6z" fill="${fill}"/>`,
    `<g transform="translate(${left} ${top}) scale(${scale})" fill="none" stroke="${textColourOn(fill)}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round">`,
    ...placed,
    '</g>',
    '</svg>',
  ].join('')
}
