import { describe, expect, it } from 'vitest'
import { isPreviewMarker, previewMarker } from './preview-marker'

describe('the preview marker', () => {
  it('is the value derived from APP_SECRET, not one a client can guess', () => {
    expect(isPreviewMarker(previewMarker())).toBe(true)
    expect(isPreviewMarker('1')).toBe(false)
    expect(isPreviewMarker('true')).toBe(false)
    expect(isPreviewMarker(previewMarker().toUpperCase())).toBe(false)
    expect(isPreviewMarker(null)).toBe(false)
  })

  it('changes with the secret', () => {
    const marker = previewMarker()
    const saved = process.env.APP_SECRET
    process.env.APP_SECRET = 'another-secret-0123456789abcdef0123456789'
    try {
      expect(isPreviewMarker(marker)).toBe(false)
    } finally {
      process.env.APP_SECRET = saved
    }
  })
})
