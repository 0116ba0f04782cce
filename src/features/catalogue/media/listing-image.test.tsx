import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { imageSizes } from './image-variants'
import { ListingImage } from './listing-image'

const photo = {
  file: '/media/demo/exterior-02.jpg',
  width: 800,
  height: 533,
  alt: { en: 'Front view', nl: 'Vooraanzicht' },
}

function attributes(html: string): Record<string, string> {
  const tag = /<img ([^>]*)\/?>/.exec(html)?.[1] ?? ''
  return Object.fromEntries(
    Array.from(tag.matchAll(/([\w-]+)="([^"]*)"/g), ([, name, value]) => [
      name!.toLowerCase(),
      value!,
    ]),
  )
}

describe('ListingImage', () => {
  it('renders a lazy, sized image with the WebP variants', () => {
    const html = renderToStaticMarkup(
      <ListingImage photo={photo} lang="nl" alt="House" sizes={imageSizes.card} />,
    )
    const img = attributes(html)
    expect(img).toMatchObject({
      src: '/img/600/media/demo/exterior-02.jpg.webp',
      sizes: imageSizes.card,
      width: '800',
      height: '533',
      alt: 'Vooraanzicht',
      decoding: 'async',
      loading: 'lazy',
      'data-retry-online': '',
    })
    expect(img.srcset).toContain('/img/original/media/demo/exterior-02.jpg.webp 800w')
    expect(img.fetchpriority).toBeUndefined()
  })

  it('lets a phone choose among the variants up to 600 px, at the same slot size', () => {
    const html = renderToStaticMarkup(
      <ListingImage photo={{ ...photo, width: 1600 }} lang="en" alt="" sizes={imageSizes.card} />,
    )
    expect(html).toMatch(/^<picture[^>]*><source [^>]*\/><img /)
    const source = /<source ([^>]*)\/>/.exec(html)![1]!
    expect(source).toContain('media="(max-width: 500px)"')
    expect(source).toContain(`sizes="${imageSizes.card}"`)
    expect(source).toContain('/img/600/media/demo/exterior-02.jpg.webp 600w"')
    expect(source).not.toContain('1360')
    expect(attributes(html).srcset).toContain('/img/1360/media/demo/exterior-02.jpg.webp 1360w')
  })

  it('loads the priority image at once and first', () => {
    const img = attributes(
      renderToStaticMarkup(
        <ListingImage photo={photo} lang="en" alt="" sizes={imageSizes.detailHero} priority />,
      ),
    )
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high', alt: 'Front view' })
  })

  it('adds the caller’s class to its own', () => {
    const img = attributes(
      renderToStaticMarkup(
        <ListingImage photo={photo} lang="en" alt="" sizes="100px" className="cover" />,
      ),
    )
    expect(img.class).toMatch(/^\S+ cover$/)
  })

  it('uses the caller’s alt text when the photo has none in the language', () => {
    const html = (alt: Record<string, string> | undefined) =>
      renderToStaticMarkup(
        <ListingImage photo={{ ...photo, alt }} lang="fr" alt="Maison" sizes="100px" />,
      )
    expect(attributes(html(photo.alt)).alt).toBe('Maison')
    expect(attributes(html(undefined)).alt).toBe('Maison')
    expect(attributes(html({ fr: '  ' })).alt).toBe('Maison')
  })
})
