import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { epcBadgePng } from './epc-badge-png.server'

describe('epcBadgePng', () => {
  it('renders a 240×96 PNG', async () => {
    const png = await epcBadgePng('Brussels', 'b_sub')
    expect(png?.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    const meta = await sharp(png ?? Buffer.alloc(0)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 240, 96])
  })

  it('renders each badge once', () => {
    expect(epcBadgePng('Flanders', 'a')).toBe(epcBadgePng('Flanders', 'a'))
  })

  it('renders nothing for a label outside the region’s scale', () => {
    expect(epcBadgePng('Flanders', 'g')).toBeNull()
  })
})
