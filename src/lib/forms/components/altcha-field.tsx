'use client'
import { createElement, useEffect, useState } from 'react'
import { useLocale } from 'next-intl'

/** The widget's own translations for the site's languages (it has no plain `fr`). */
const widgetLanguage: Record<string, string> = { en: 'en', nl: 'nl', fr: 'fr-fr', de: 'de' }

async function loadWidget(language: string) {
  await import('altcha')
  if (language === 'nl') await import('altcha/i18n/nl')
  // @ts-expect-error -- the package ships fr-fr without its type declaration
  else if (language === 'fr-fr') await import('altcha/i18n/fr-fr')
  else if (language === 'de') await import('altcha/i18n/de')
  else await import('altcha/i18n/en')
}

/**
 * ALTCHA's self-hosted proof of work (docs/decisions/012-forms.md). The widget starts working as
 * soon as the visitor is in the form and puts its proof in the field `altcha`. Without JavaScript
 * the `nojs` marker asks the server for its stricter no-script limits instead.
 */
export function AltchaField() {
  const locale = useLocale()
  const language = widgetLanguage[locale] ?? 'en'
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void loadWidget(language).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [language])
  return (
    <div>
      <noscript>
        <input type="hidden" name="nojs" value="1" />
      </noscript>
      {ready &&
        createElement('altcha-widget', {
          challenge: '/api/altcha/',
          name: 'altcha',
          auto: 'onfocus',
          language,
          hidelogo: '',
        })}
    </div>
  )
}
