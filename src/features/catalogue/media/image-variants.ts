import type { Photo } from '@/server/db/schema'

/** Specification §9: every image is served as WebP in these widths, or at its own width. */
export const variantWidths = [100, 400, 600, 1360] as const

export type VariantWidth = (typeof variantWidths)[number]
export type Variant = VariantWidth | 'original'

/** The smallest variant, for gallery thumbnails and map pop-ups. */
export const thumbnailWidth: VariantWidth = 100

/** Specification §9's tiers: the largest viewport width each variant is meant for. */
export const viewportTiers: readonly { maxViewport: number; variant: Variant }[] = [
  { maxViewport: 500, variant: 400 },
  { maxViewport: 750, variant: 600 },
  { maxViewport: 1050, variant: 1360 },
  { maxViewport: Infinity, variant: 'original' },
]

export function variantForViewport(viewportWidth: number): Variant {
  return viewportTiers.find((tier) => viewportWidth <= tier.maxViewport)?.variant ?? 'original'
}

/**
 * `sizes` for each use. The detail hero follows the specification's tiers literally, so a
 * 1x screen gets exactly the tier's variant (the last value exceeds 1360, which leaves only the
 * original) and a denser screen the next one up. Cards and thumbnails are never full width, so
 * they tell the browser their real slot instead.
 */
export const imageSizes = {
  detailHero: [
    ...viewportTiers
      .filter((tier) => tier.variant !== 'original')
      .map((tier) => `(max-width: ${tier.maxViewport}px) ${tier.variant}px`),
    '1600px',
  ].join(', '),
  card: '(max-width: 500px) 400px, (max-width: 750px) 600px, 400px',
  thumbnail: `${thumbnailWidth}px`,
} as const

export type ImageUse = keyof typeof imageSizes

/** A validated image path relative to the site: `media/…` (public/media) or `files/…` (DATA_DIR/media). */
export type ImageSource = { root: 'media' | 'files'; segments: string[]; path: string }

const roots = new Set<string>(['media', 'files'])
// Same alphabet as feed references; no leading dot, so `.`, `..` and hidden files never match.
const safeSegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
const imageExtension = /\.(jpe?g|png|webp)$/i
const maxDepth = 8

/** Parses `media/demo/x.jpg` or `files/listings/4521/ab12.jpg`; null for anything else. */
export function parseImageSource(relative: string): ImageSource | null {
  const [root, ...segments] = relative.split('/')
  if (root === undefined || !roots.has(root)) return null
  if (segments.length === 0 || segments.length > maxDepth) return null
  if (!segments.every((segment) => safeSegment.test(segment))) return null
  if (!imageExtension.test(segments[segments.length - 1]!)) return null
  return { root: root as ImageSource['root'], segments, path: relative }
}

/** A photo row's `file` (`/media/…` or `/files/…`) as a source. */
export function photoSource(file: string): ImageSource | null {
  return file.startsWith('/') ? parseImageSource(file.slice(1)) : null
}

export function parseVariant(value: string): Variant | null {
  if (value === 'original') return value
  return variantWidths.find((width) => String(width) === value) ?? null
}

/** The source a `/img/<variant>/<source>.webp` URL's path segments name; null if invalid. */
export function sourceOfVariantPath(segments: readonly string[]): ImageSource | null {
  const joined = segments.join('/')
  return joined.endsWith('.webp') ? parseImageSource(joined.slice(0, -'.webp'.length)) : null
}

/**
 * `/img/400/media/demo/exterior-02.jpg.webp`: the source path stays whole in the URL, so the
 * route recovers it without a lookup and the cache mirrors it on disk.
 */
export function variantUrl(photoFile: string, variant: Variant): string {
  const source = photoSource(photoFile)
  if (!source) throw new Error(`Not an image the site serves: ${JSON.stringify(photoFile)}`)
  return `/img/${variant}/${source.path}.webp`
}

type Sized = Pick<Photo, 'file' | 'width'>

/** Every variant smaller than the photo, then the photo itself (re-encoded) at its own width. */
export function srcSet(photo: Sized): string {
  return [
    ...variantWidths
      .filter((width) => width < photo.width)
      .map((width) => `${variantUrl(photo.file, width)} ${width}w`),
    `${variantUrl(photo.file, 'original')} ${photo.width}w`,
  ].join(', ')
}

/**
 * The media query of specification §9's first tier (viewports up to 500 px). A phone there gets
 * the variants up to 600 px only: with `srcset` alone a dense screen (1.75 to 3 device pixels a
 * CSS pixel) fetches the 1,360 px variant for a slot 400 px wide, some three times the bytes of a
 * picture it cannot show sharper.
 */
export const phoneMedia = `(max-width: ${viewportTiers[0]!.maxViewport}px)`
const phoneLargest = 600

/** `srcSet` for `phoneMedia`: the same candidates, up to 600 px wide. */
export function phoneSrcSet(photo: Sized): string {
  return srcSet(photo)
    .split(', ')
    .filter((entry) => Number(entry.slice(entry.lastIndexOf(' ') + 1, -1)) <= phoneLargest)
    .join(', ')
}

/** The `src` for browsers without srcset: a mid-size variant, or the photo if it is smaller. */
export function fallbackSrc(photo: Sized): string {
  return variantUrl(photo.file, photo.width > 600 ? 600 : 'original')
}

/**
 * A full-width hero's `srcset` (the home page banner): its size is not recorded, so it offers the
 * variants up to the widest (or up to `largest`: `phoneHeroSrcSet`), which the route serves at
 * the image's own width when it is smaller.
 */
export function heroSrcSet(file: string, largest: number = Infinity): string {
  return variantWidths
    .filter((width) => width >= 400 && width <= largest)
    .map((width) => `${variantUrl(file, width)} ${width}w`)
    .join(', ')
}

/** `heroSrcSet` for `phoneMedia`. */
export const phoneHeroSrcSet = (file: string) => heroSrcSet(file, phoneLargest)
