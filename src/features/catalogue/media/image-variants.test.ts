import { describe, expect, it } from 'vitest'
import {
  fallbackSrc,
  imageSizes,
  parseImageSource,
  parseVariant,
  photoSource,
  sourceOfVariantPath,
  srcSet,
  phoneHeroSrcSet,
  phoneMedia,
  phoneSrcSet,
  variantForViewport,
  variantUrl,
} from './image-variants'

describe('variantUrl', () => {
  it('keeps the whole source path, so the route can find the file again', () => {
    expect(variantUrl('/media/demo/exterior-02.jpg', 400)).toBe(
      '/img/400/media/demo/exterior-02.jpg.webp',
    )
    expect(variantUrl('/files/listings/4521/ab12cd34ef56ab78.jpg', 1360)).toBe(
      '/img/1360/files/listings/4521/ab12cd34ef56ab78.jpg.webp',
    )
    expect(variantUrl('/files/projects/P-1/ab12.png', 'original')).toBe(
      '/img/original/files/projects/P-1/ab12.png.webp',
    )
  })

  it('refuses files the site does not serve', () => {
    expect(() => variantUrl('https://cdn.example.com/a.jpg', 400)).toThrow(/Not an image/)
    expect(() => variantUrl('media/demo/a.jpg', 400)).toThrow(/Not an image/)
  })

  it('round-trips through the route’s path segments', () => {
    const url = variantUrl('/files/listings/4521/ab12.jpg', 600)
    const [, , width, ...segments] = url.split('/')
    expect(parseVariant(width!)).toBe(600)
    expect(sourceOfVariantPath(segments)).toEqual({
      root: 'files',
      segments: ['listings', '4521', 'ab12.jpg'],
      path: 'files/listings/4521/ab12.jpg',
    })
  })
})

describe('parseImageSource', () => {
  it.each([
    'media/demo/exterior-02.jpg',
    'media/demo/EXTERIOR.JPEG',
    'files/listings/A_1.b-2/ab12.webp',
    'files/projects/X/photo.png',
  ])('accepts %s', (path) => {
    expect(parseImageSource(path)?.path).toBe(path)
  })

  it.each([
    ['parent folders', 'media/../../etc/passwd.jpg'],
    ['parent folder in the middle', 'files/listings/../../secret.jpg'],
    ['a dot segment', 'media/./demo/a.jpg'],
    ['an absolute path', '/etc/passwd.jpg'],
    ['a doubled slash', 'media//demo/a.jpg'],
    ['another root', 'public/media/demo/a.jpg'],
    ['the cache', 'cache/img/400/a.jpg'],
    ['no file', 'media'],
    ['a trailing slash', 'media/demo/'],
    ['a hidden file', 'media/demo/.a.jpg'],
    ['a backslash', 'media\\..\\a.jpg'],
    ['a space', 'media/demo/a b.jpg'],
    ['a percent sign', 'media/demo/a%2F.jpg'],
    ['a NUL byte', 'media/demo/a\0.jpg'],
    ['a non-ASCII letter', 'media/demo/façade.jpg'],
    ['a colon', 'files/C:/a.jpg'],
    ['not an image', 'media/demo/manifest.json'],
    ['no extension', 'files/listings/4521/ab12'],
    ['too deep', `files/${'a/'.repeat(9)}a.jpg`],
    ['a very long name', `media/${'a'.repeat(200)}.jpg`],
  ])('rejects %s', (_, path) => {
    expect(parseImageSource(path)).toBeNull()
  })

  it('takes a row’s file only with its leading slash', () => {
    expect(photoSource('/media/demo/a.jpg')?.path).toBe('media/demo/a.jpg')
    expect(photoSource('//media/demo/a.jpg')).toBeNull()
    expect(photoSource('media/demo/a.jpg')).toBeNull()
  })
})

describe('parseVariant', () => {
  it('knows the specification’s widths and the original', () => {
    expect(['100', '400', '600', '1360', 'original'].map(parseVariant)).toEqual([
      100,
      400,
      600,
      1360,
      'original',
    ])
  })

  it.each(['500', '0400', '400px', '', 'Original', '1e2'])('rejects %j', (value) => {
    expect(parseVariant(value)).toBeNull()
  })
})

describe('sourceOfVariantPath', () => {
  it('needs the .webp suffix after the source’s own name', () => {
    expect(sourceOfVariantPath(['media', 'demo', 'a.jpg.webp'])?.path).toBe('media/demo/a.jpg')
    expect(sourceOfVariantPath(['media', 'demo', 'a.jpg'])).toBeNull()
    expect(sourceOfVariantPath(['media', 'demo', 'a.webp'])).toBeNull()
  })

  it('rejects segments that smuggle slashes or parent folders', () => {
    expect(sourceOfVariantPath(['media', '../../etc/passwd.jpg.webp'])).toBeNull()
    expect(sourceOfVariantPath(['media', '..', 'x.jpg.webp'])).toBeNull()
  })
})

describe('srcSet', () => {
  const file = '/media/demo/exterior-02.jpg'

  it('lists the variants narrower than the photo, then the photo at its own width', () => {
    expect(srcSet({ file, width: 800 })).toBe(
      [
        '/img/100/media/demo/exterior-02.jpg.webp 100w',
        '/img/400/media/demo/exterior-02.jpg.webp 400w',
        '/img/600/media/demo/exterior-02.jpg.webp 600w',
        '/img/original/media/demo/exterior-02.jpg.webp 800w',
      ].join(', '),
    )
  })

  it('never names one width twice', () => {
    expect(srcSet({ file, width: 1360 })).toBe(
      [
        '/img/100/media/demo/exterior-02.jpg.webp 100w',
        '/img/400/media/demo/exterior-02.jpg.webp 400w',
        '/img/600/media/demo/exterior-02.jpg.webp 600w',
        '/img/original/media/demo/exterior-02.jpg.webp 1360w',
      ].join(', '),
    )
    expect(srcSet({ file, width: 90 })).toBe('/img/original/media/demo/exterior-02.jpg.webp 90w')
  })

  it('includes every variant for a large photo', () => {
    expect(
      srcSet({ file, width: 4000 })
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['100w', '400w', '600w', '1360w', '4000w'])
  })

  it('offers a phone the same candidates up to 600 px', () => {
    expect(phoneSrcSet({ file, width: 4000 })).toBe(
      [
        '/img/100/media/demo/exterior-02.jpg.webp 100w',
        '/img/400/media/demo/exterior-02.jpg.webp 400w',
        '/img/600/media/demo/exterior-02.jpg.webp 600w',
      ].join(', '),
    )
    expect(phoneSrcSet({ file, width: 500 })).toBe(srcSet({ file, width: 500 }))
    expect(phoneMedia).toBe('(max-width: 500px)')
    expect(phoneHeroSrcSet(file)).toBe(
      '/img/400/media/demo/exterior-02.jpg.webp 400w, /img/600/media/demo/exterior-02.jpg.webp 600w',
    )
  })

  it('falls back to the 600 variant, or the photo when it is no wider', () => {
    expect(fallbackSrc({ file, width: 800 })).toBe('/img/600/media/demo/exterior-02.jpg.webp')
    expect(fallbackSrc({ file, width: 600 })).toBe('/img/original/media/demo/exterior-02.jpg.webp')
  })
})

describe('tiers and sizes', () => {
  it('maps viewports to the specification’s tiers', () => {
    expect([320, 500, 501, 750, 751, 1050, 1051, 2560].map(variantForViewport)).toEqual([
      400,
      400,
      600,
      600,
      1360,
      1360,
      'original',
      'original',
    ])
  })

  it('writes the tiers into the detail hero’s sizes', () => {
    expect(imageSizes.detailHero).toBe(
      '(max-width: 500px) 400px, (max-width: 750px) 600px, (max-width: 1050px) 1360px, 1600px',
    )
    expect(imageSizes.thumbnail).toBe('100px')
    expect(imageSizes.card).toMatch(/400px$/)
  })
})
