import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { hasMarketingClaims, type SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { CmsMarkdown } from './markdown'
import { applyAgencyTokens } from './agency-tokens'
import type { PageModule } from '@/lib/content/page-schema'
import styles from './cms.module.css'

/**
 * What a module shows after its text and images: the form, listings or testimonials its
 * relation names (specification §3 "Module"), or nothing.
 */
export type RenderRelation = (module: PageModule) => ReactNode

/** A page's published modules in their configured order, span and background. */
export async function PageModules({
  modules,
  lang,
  config,
  renderRelation,
}: {
  modules: PageModule[]
  lang: Language
  config: SiteConfig
  renderRelation: RenderRelation
}) {
  const t = await getTranslations({ locale: lang, namespace: 'shell' })
  // A module of the agency's figures is left out, title and all, while the agency has set none.
  const visible = modules
    .filter((m) => m.status)
    .filter((m) => m.relation.type !== 'claims' || hasMarketingClaims(config.marketingClaims))
    .sort((a, b) => a.position - b.position)
  if (visible.length === 0) return null
  return (
    <div className={styles.modules}>
      {visible.map((module) => {
        const Title = module.titleSize === 'h1' ? 'h2' : module.titleSize
        const description = localize(module.description, lang, config.defaultLanguage)
        return (
          <section
            key={module.id}
            id={`module-${module.id}`}
            className={styles.module}
            data-background={module.background}
            style={
              {
                '--module-span': module.span,
                '--item-span-mobile': module.columns.mobile,
                '--item-span-tablet': module.columns.tablet,
                '--item-span-desktop': Math.max(1, Math.floor(12 / module.itemsPerRow)),
              } as React.CSSProperties
            }
            aria-labelledby={`module-${module.id}-title`}
          >
            <Title id={`module-${module.id}-title`} className={styles.moduleTitle}>
              {localize(module.title, lang, config.defaultLanguage)}
            </Title>
            {description && (
              <CmsMarkdown
                text={applyAgencyTokens(description, config.agency, lang)}
                newTabLabel={t('opensInNewTab')}
              />
            )}
            {module.images.length > 0 && (
              <ul className={styles.moduleImages}>
                {module.images.slice(0, module.maxItems || undefined).map((image) => (
                  <li key={image.src}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- CMS images keep their own size */}
                    <img
                      src={image.src}
                      alt={localize(image.alt, lang, config.defaultLanguage)}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            )}
            {renderRelation(module)}
          </section>
        )
      })}
    </div>
  )
}
