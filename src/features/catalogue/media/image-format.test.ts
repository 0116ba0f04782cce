import { describe, expect, it } from 'vitest'
import { imageFormatFor } from './image-format'

describe('imageFormatFor', () => {
  it.each([
    // What the browsers send for an <img> (Chrome 131, Firefox 133, Safari 18).
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'avif'],
    [
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,*/*;q=0.5',
      'avif',
    ],
    ['IMAGE/AVIF;q=0.9', 'avif'],
    ['image/avif ; q=0.5, image/webp', 'avif'],
    // Older browsers, curl, crawlers.
    ['image/webp,*/*', 'webp'],
    ['*/*', 'webp'],
    ['image/*', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avif;q=0.0', 'webp'],
    ['image/avifx', 'webp'],
    ['', 'webp'],
    [null, 'webp'],
  ])('answers %j with %s', (accept, format) => {
    expect(imageFormatFor(accept)).toBe(format)
  })
})
