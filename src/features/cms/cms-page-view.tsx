import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { ShellContext } from '@/features/shell/shell-context'
import { applyAgencyTokens } from './agency-tokens'
import { Breadcrumb } from './breadcrumb'
import { ContactCard } from './contact-card'
import { CmsMarkdown } from './markdown'
import { PageModules, type RenderRelation } from './page-modules'
import type { CmsPage } from './page.server'
import type { CatalogueEntry } from '@/server/routing/path-catalogue.server'
import styles from './cms.module.css'

/**
 * The content of a CMS page (home, article, legal, feedback or login), inside the shell; `children`
 * is what the page's feature adds after the text (the login form).
 */
export async function CmsPageView({
  page,
  entry,
  shell,
  origin,
  renderRelation,
  children,
}: {
  page: CmsPage
  entry: CatalogueEntry
  shell: ShellContext
  origin: string
  /** What a module's relation shows (a form, listings, testimonials): the route decides. */
  renderRelation: RenderRelation
  children?: ReactNode
}) {
  const lang: Language = shell.lang
  const { config } = shell
  const t = await getTranslations({ locale: lang, namespace: 'shell' })
  const tLogin = await getTranslations({ locale: lang, namespace: 'login' })
  const tNotFound = await getTranslations({ locale: lang, namespace: 'notFound' })
  const title = localize(page.params.title, lang, config.defaultLanguage)
  const body = localize(page.params.body, lang, config.defaultLanguage)
  const bodyView = body && (
    <div className={styles.prose}>
      <CmsMarkdown
        text={applyAgencyTokens(body, config.agency, lang)}
        newTabLabel={t('opensInNewTab')}
      />
    </div>
  )
  const modules = (
    <PageModules
      modules={page.params.modules}
      lang={lang}
      config={config}
      renderRelation={renderRelation}
    />
  )

  // Page CSS from the CMS; '<' is dropped so the text can never close the style element.
  const pageCss = page.params.css ? <style>{page.params.css.replace(/</g, '')}</style> : null

  if (page.params.type === 'home') {
    const { banner } = config.header
    return (
      <>
        <div
          className={styles.hero}
          style={banner.enabled ? { backgroundImage: `url(${banner.image})` } : undefined}
        >
          <div className={styles.heroText}>
            <h1>{banner.enabled ? localize(banner.title, lang, config.defaultLanguage) : title}</h1>
            {banner.enabled && <p>{localize(banner.text, lang, config.defaultLanguage)}</p>}
          </div>
        </div>
        <div className={styles.container}>
          {bodyView}
          {modules}
        </div>
      </>
    )
  }

  return (
    <div className={styles.container}>
      {pageCss}
      <Breadcrumb entry={entry} lang={lang} hrefs={shell.hrefs} origin={origin} />
      <article className={styles.article} data-type={page.params.type}>
        <h1>{title}</h1>
        {bodyView}
        {children}
        {page.params.type === 'login' && (
          <>
            <p className={styles.notice}>{tLogin('accountByAgency')}</p>
            <ContactCard config={config} lang={lang} />
          </>
        )}
        {page.params.type === 'feedback' && (
          <p>
            <a href={shell.hrefs('home') ?? '/'} className={styles.button}>
              {tNotFound('home')}
            </a>
          </p>
        )}
      </article>
      {modules}
    </div>
  )
}
