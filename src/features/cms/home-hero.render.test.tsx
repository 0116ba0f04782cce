import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../tests/support/render-html'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'
import { pageParamsSchema } from '@/lib/content/page-schema'
import { CmsHomeView } from './cms-page-view'

vi.mock('next-intl/server', () => import('../../../tests/support/next-intl-server'))

const seeded = parseSiteConfig(
  JSON.parse(readFileSync('src/server/seed/content/site-config.json', 'utf8')),
)

function withBanner(image: string): SiteConfig {
  return { ...seeded, header: { ...seeded.header, banner: { ...seeded.header.banner, image } } }
}

const seededHome = (
  JSON.parse(readFileSync('src/server/seed/content/pages.json', 'utf8')) as {
    name: string
    params: unknown
  }[]
).find((row) => row.name === 'home')!
const params = pageParamsSchema.parse(seededHome.params)
const page = { id: 1, name: 'home', path: 'home', params: { ...params, modules: [] } }

const home = (config: SiteConfig) =>
  renderToHtml(<CmsHomeView page={page} lang="en" config={config} renderRelation={() => null} />)

describe('the home page banner', () => {
  it('is a WebP variant image fetched first, sized to the screen, not a background', async () => {
    const html = await home(withBanner('/media/demo/exterior-02.jpg'))
    const img = html.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).toContain('src="/img/1360/media/demo/exterior-02.jpg.webp"')
    expect(img).toContain(
      'srcSet="/img/400/media/demo/exterior-02.jpg.webp 400w, /img/600/media/demo/exterior-02.jpg.webp 600w, /img/1360/media/demo/exterior-02.jpg.webp 1360w"',
    )
    expect(img).toContain('sizes="100vw"')
    expect(img).toContain('fetchPriority="high"')
    expect(img).toContain('alt=""')
    expect(html).not.toContain('background-image')
    // A phone (specification §9's first tier) chooses between the 400 and 600 variants.
    expect(html.match(/<source[^>]*>/)?.[0]).toBe(
      '<source media="(max-width: 500px)" srcSet="/img/400/media/demo/exterior-02.jpg.webp 400w, /img/600/media/demo/exterior-02.jpg.webp 600w" sizes="100vw"/>',
    )
  })

  it('stays a background when the image is not one the site serves in variants', async () => {
    const html = await home(withBanner('/media/demo/banner.svg'))
    expect(html).not.toContain('<img')
    expect(html).toContain('background-image:url(/media/demo/banner.svg)')
  })

  it('is absent when the banner is off', async () => {
    const config = withBanner('/media/demo/exterior-02.jpg')
    const off = {
      ...config,
      header: { ...config.header, banner: { ...config.header.banner, enabled: false } },
    }
    const html = await home(off)
    expect(html).not.toContain('<img')
    expect(html).toContain('<h1>Immo Horizon – estate agent in Brussels</h1>')
  })
})
