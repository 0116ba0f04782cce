import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { ErrorFrame } from './error-frame'
import styles from './error-view.module.css'

/**
 * What `notFound()` shows, in the error page's frame: the logo, the message and a way home. Next
 * puts the not-found boundary's rendering into the payload of every page under it, so the full
 * site frame there (menus, footer, consent texts) cost every page about 18 KB of inline script.
 * Unknown addresses get NotFoundView, in the full frame, from their page.
 */
export async function BoundaryNotFoundView({
  lang,
  frame,
}: {
  lang: Language
  frame: Pick<ErrorFrame, 'homeHref' | 'logo'>
}) {
  const t = await getTranslations({ locale: lang, namespace: 'notFound' })
  const { homeHref, logo } = frame
  return (
    <>
      <title>{t('title')}</title>
      <meta name="description" content={t('metaDescription')} />
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        {/* As error.tsx shows it. Not a component shared with it: an export of error-view.tsx
            also lands in the global error page's chunk, which every page loads. */}
        <a href={homeHref}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the header's own logo, as it shows it */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </a>
      </header>
      <main className={styles.box}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('text')}</p>
        <p className={styles.actions}>
          <a href={homeHref} className={styles.home}>
            {t('home')}
          </a>
        </p>
      </main>
    </>
  )
}
