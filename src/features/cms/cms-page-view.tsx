import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import {
  heroSrcSet,
  phoneHeroSrcSet,
  phoneMedia,
  photoSource,
  variantUrl,
} from '@/features/catalogue'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { bannerImage } from '@/lib/site-config/branding'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Hrefs } from '@/lib/routing/hrefs'
import type { CatalogueEntry } from '@/server/routing/path-catalogue.server'
import { applyAgencyTokens } from './agency-tokens'
import { Breadcrumb } from './breadcrumb'
import { CmsMarkdown } from './markdown'
import { PageModules, type RenderRelation } from './page-modules'
import type { CmsPage } from './page.server'
import styles from './cms.module.css'

type ViewProps = {
  page: CmsPage
  lang: Language
  config: SiteConfig
  /** What a module's relation shows (a form, listings, testimonials): the route decides. */
  renderRelation: RenderRelation
}

/** The page's Markdown text with the agency's details filled in; nothing when it has none. */
async function PageBody({ page, lang, config }: Omit<ViewProps, 'renderRelation'>) {
  const body = localize(page.params.body, lang, config.defaultLanguage)
  if (!body) return null
  const t = await getTranslations({ locale: lang, namespace: 'shell' })
  return (
    <div className={styles.prose}>
      <CmsMarkdown
        text={applyAgencyTokens(body, config.agency, lang)}
        newTabLabel={t('opensInNewTab')}
      />
    </div>
  )
}

/**
 * The home page: the banner (or the page title) as hero, then the quick search (`search`, when
 * the route gives one), the text and the modules.
 */
export function CmsHomeView({
  page,
  lang,
  config,
  renderRelation,
  search,
}: ViewProps & { search?: ReactNode }) {
  const { banner } = config.header
  const image = bannerImage(config)
  const title = localize(page.params.title, lang, config.defaultLanguage)
  // The banner is the page's largest image (its LCP): a site image comes from the WebP variants,
  // fetched first; anything else stays a background.
  const variants = banner.enabled && photoSource(image) !== null
  return (
    <>
      <div
        className={styles.hero}
        style={banner.enabled && !variants ? { backgroundImage: `url(${image})` } : undefined}
      >
        {variants && (
          <picture className={styles.heroPicture}>
            <source media={phoneMedia} srcSet={phoneHeroSrcSet(image)} sizes="100vw" />
            <img
              className={styles.heroImage}
              src={variantUrl(image, 1360)}
              srcSet={heroSrcSet(image)}
              sizes="100vw"
              alt=""
              fetchPriority="high"
              decoding="async"
            />
          </picture>
        )}
        <div className={styles.heroText}>
          <h1>{banner.enabled ? localize(banner.title, lang, config.defaultLanguage) : title}</h1>
          {banner.enabled && <p>{localize(banner.text, lang, config.defaultLanguage)}</p>}
        </div>
      </div>
      <div className={styles.container}>
        {search}
        <PageBody page={page} lang={lang} config={config} />
        <PageModules
          modules={page.params.modules}
          lang={lang}
          config={config}
          renderRelation={renderRelation}
        />
      </div>
    </>
  )
}

/**
 * Any other CMS page (article, legal, feedback, login): its CSS, breadcrumb, title and text,
 * then `children` (what the page's template adds inside the article), then the modules. A `wide`
 * article gives its children the page's whole width (a grid of cards, a table); its text keeps
 * the width of a line that reads well.
 */
export function CmsArticleView({
  page,
  entry,
  lang,
  config,
  hrefs,
  origin,
  renderRelation,
  children,
  wide = false,
}: ViewProps & {
  entry: CatalogueEntry
  hrefs: Hrefs
  origin: string
  children?: ReactNode
  wide?: boolean
}) {
  return (
    <div className={styles.container}>
      {/* Page CSS from the CMS; '<' is dropped so the text can never close the style element. */}
      {page.params.css ? <style>{page.params.css.replace(/</g, '')}</style> : null}
      <Breadcrumb entry={entry} lang={lang} hrefs={hrefs} origin={origin} />
      <article
        className={wide ? `${styles.article} ${styles.wide}` : styles.article}
        data-type={page.params.type}
      >
        <h1>{localize(page.params.title, lang, config.defaultLanguage)}</h1>
        <PageBody page={page} lang={lang} config={config} />
        {children}
      </article>
      <PageModules
        modules={page.params.modules}
        lang={lang}
        config={config}
        renderRelation={renderRelation}
      />
    </div>
  )
}
