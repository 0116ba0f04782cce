'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { ErrorView, type ErrorPageTexts } from '@/features/shell/error-view'
import { digestOf } from '@/lib/error-digest'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { splitLanguagePrefix } from '@/lib/routing/localized-url'
import styles from './global-error.module.css'

// The catalogues' errorPage texts, which the build inlines (next.config.ts).
const texts = JSON.parse(process.env.ERROR_PAGE_TEXTS ?? '{}') as Record<Language, ErrorPageTexts>

/**
 * What shows when the [locale] layout itself fails: its own document, without the layout's
 * stylesheet, theme or logo. The language is the URL's prefix, English without one, since the
 * configured default language is not known here. (When even the configuration cannot be read,
 * the proxy fails first and Next answers a bare 500.)
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const { lang } = splitLanguagePrefix(usePathname(), supportedLanguages)
  const digest = digestOf(error)
  useEffect(() => {
    console.error(`Error page shown${digest ? ` (digest ${digest})` : ''}:`, error)
  }, [error, digest])
  return (
    <html lang={lang ?? 'en'}>
      <body className={styles.document}>
        <ErrorView
          texts={texts[lang ?? 'en']}
          homeHref={lang ? `/${lang}/` : '/'}
          digest={digest}
          onRetry={retry}
        />
      </body>
    </html>
  )
}
