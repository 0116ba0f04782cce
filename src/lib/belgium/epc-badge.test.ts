import { describe, expect, it } from 'vitest'
import { epcBadgeSvg, rampColour, textColourOn } from './epc-badge'

describe('epcBadgeSvg', () => {
  it('draws the best Flemish label dark green and the worst red', () => {
    expect(epcBadgeSvg('Flanders', 'a_plus')).toContain('fill="#00753a"')
    expect(epcBadgeSvg('Flanders', 'f')).toContain('fill="#c8102e"')
    expect(epcBadgeSvg('Wallonia', 'a_plusplus')).toContain('fill="#00753a"')
    expect(epcBadgeSvg('Wallonia', 'g')).toContain('fill="#c8102e"')
    expect(epcBadgeSvg('Brussels', 'g')).toContain('fill="#c8102e"')
  })

  it('gives Flanders’ seven labels the seven colours of the ramp', () => {
    const colours = ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'].map(
      (label) =>
        /<path d="M6 0[^"]*" fill="(#[0-9a-f]{6})"/.exec(epcBadgeSvg('Flanders', label) ?? '')?.[1],
    )
    expect(colours).toEqual([
      '#00753a',
      '#2e9f43',
      '#9bc53d',
      '#f4d21f',
      '#f5a623',
      '#e8641b',
      '#c8102e',
    ])
  })

  it('names the label it shows, with + and - for the modifiers', () => {
    expect(epcBadgeSvg('Flanders', 'a_plus')).toContain('aria-label="EPC A+"')
    expect(epcBadgeSvg('Wallonia', 'a_plusplus')).toContain('aria-label="EPC A++"')
    expect(epcBadgeSvg('Brussels', 'b_sub')).toContain('aria-label="EPC B-"')
    expect(epcBadgeSvg('Brussels', 'c_plus')).toContain('aria-label="EPC C+"')
  })

  it('draws one stroked glyph per character of the label', () => {
    const svg = epcBadgeSvg('Wallonia', 'a_plusplus') ?? ''
    expect(svg.match(/<path transform=/g)).toHaveLength(3)
    expect(svg).toContain('stroke="#ffffff"')
    expect(svg).not.toContain('<text')
  })

  it('is a 240×96 image of a 120×48 drawing', () => {
    expect(epcBadgeSvg('Flanders', 'c')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="96" viewBox="0 0 120 48"/,
    )
  })

  it('refuses labels that are not on the region’s scale', () => {
    expect(epcBadgeSvg('Flanders', 'g')).toBeNull()
    expect(epcBadgeSvg('Flanders', 'a_plusplus')).toBeNull()
    expect(epcBadgeSvg('Wallonia', 'b_sub')).toBeNull()
    expect(epcBadgeSvg('Brussels', 'x')).toBeNull()
  })
})

describe('rampColour', () => {
  it('returns the stops at their positions and blends between them', () => {
    expect(rampColour(0)).toBe('#00753a')
    expect(rampColour(0.5)).toBe('#f4d21f')
    expect(rampColour(1)).toBe('#c8102e')
    // Halfway between #2e9f43 and #9bc53d: (46+155)/2=100.5→101=65, (159+197)/2=178=b2, (67+61)/2=64=40
    expect(rampColour(0.25)).toBe('#65b240')
  })

  it('clamps positions outside 0…1', () => {
    expect(rampColour(-1)).toBe('#00753a')
    expect(rampColour(2)).toBe('#c8102e')
  })
})

describe('textColourOn', () => {
  it('writes white on dark colours and near-black on light ones', () => {
    expect(textColourOn('#00753a')).toBe('#ffffff')
    expect(textColourOn('#c8102e')).toBe('#ffffff')
    expect(textColourOn('#f4d21f')).toBe('#1a1a1a')
    expect(textColourOn('#9bc53d')).toBe('#1a1a1a')
  })
})
