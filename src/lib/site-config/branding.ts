import type { SiteConfig } from './site-config-schema'

/** The bundled icon (public/icon.svg), shown while the agency has uploaded none. */
export const bundledIcon = '/icon.svg'

/** The logo the site shows: the uploaded one, else the header's bundled one, with its description. */
export function siteLogo(config: Pick<SiteConfig, 'branding' | 'header'>) {
  const { logo } = config.header
  const uploaded = config.branding.logo
  return uploaded ? { ...logo, ...uploaded } : logo
}

/** The home page's banner photo: the uploaded one, else the one the header names. */
export const bannerImage = (config: Pick<SiteConfig, 'branding' | 'header'>) =>
  config.branding.banner?.src ?? config.header.banner.image

/** The image a page is shared with when it has none of its own. */
export const socialImage = (config: Pick<SiteConfig, 'branding' | 'header'>) =>
  config.branding.socialImage?.src ?? bannerImage(config)

/** The browser icon: the uploaded one (a 512-pixel PNG) or the bundled SVG. */
export const siteIcon = (config: Pick<SiteConfig, 'branding'>) =>
  config.branding.favicon
    ? { url: config.branding.favicon.src, type: 'image/png', sizes: '512x512' }
    : { url: bundledIcon, type: 'image/svg+xml', sizes: 'any' }
