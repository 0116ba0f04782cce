import { describe, expect, it } from 'vitest'
import { isPreviewPath } from './preview-path'

describe('isPreviewPath', () => {
  const enabled = ['en', 'nl', 'fr', 'de'] as const

  it('knows a preview path with and without a language prefix', () => {
    expect(isPreviewPath('/preview/for-sale', enabled)).toBe(true)
    expect(isPreviewPath('/fr/preview/nos-services/vente', enabled)).toBe(true)
    expect(isPreviewPath('/fr/preview', enabled)).toBe(true)
  })

  it('leaves other paths alone, also a page whose slug only contains the word', () => {
    expect(isPreviewPath('/fr/nos-services/vente', enabled)).toBe(false)
    expect(isPreviewPath('/previews', enabled)).toBe(false)
    expect(isPreviewPath('/fr/services/preview', enabled)).toBe(false)
    expect(isPreviewPath('/', enabled)).toBe(false)
  })
})
