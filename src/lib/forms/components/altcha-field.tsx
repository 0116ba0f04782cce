'use client'
import { createElement, useEffect, useRef, useState } from 'react'
import { useLocale } from 'next-intl'
import { useHydrated } from '@/lib/react/use-hydrated'
import { altchaLoadEvent, noteWidgetRuns } from './altcha-proof'

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

/** What makes a deferred widget load: the visitor turning to the form, or its submit. */
const interactionEvents = ['focusin', 'pointerdown', altchaLoadEvent] as const

/**
 * ALTCHA's self-hosted proof of work (docs/decisions/012-forms.md). The widget puts its proof in
 * the field `altcha`. With `load="mount"` it loads after hydration and starts working as soon as
 * the visitor is in the form; with `load="interaction"` (a form on every page) its code is
 * fetched only when the visitor first turns to the form, and it starts at once. Until the
 * page's script runs (without JavaScript, or a submit before hydration on a slow connection) the
 * `nojs` marker asks the server for its stricter no-script limits instead of a proof the form
 * cannot have; it is gone once the widget can do its work.
 */
export function AltchaField({ load = 'mount' }: { load?: 'mount' | 'interaction' }) {
  const locale = useLocale()
  const language = widgetLanguage[locale] ?? 'en'
  const [ready, setReady] = useState(false)
  const [wanted, setWanted] = useState(load === 'mount')
  const ref = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()

  useEffect(() => {
    if (wanted) return
    const form = ref.current?.closest('form')
    if (!form) return
    const want = () => setWanted(true)
    // A visitor already typing when the script arrived has turned to the form.
    if (form.contains(document.activeElement)) return want()
    for (const type of interactionEvents) form.addEventListener(type, want, { once: true })
    return () => {
      for (const type of interactionEvents) form.removeEventListener(type, want)
    }
  }, [wanted])

  useEffect(() => {
    if (!wanted) return
    let live = true
    void loadWidget(language).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [language, wanted])

  return (
    <div ref={ref} data-altcha={load}>
      {!hydrated && <input type="hidden" name="nojs" value="1" />}
      {ready &&
        createElement('altcha-widget', {
          challenge: '/api/altcha/',
          name: 'altcha',
          auto: load === 'mount' ? 'onfocus' : 'onload',
          language,
          hidelogo: '',
          ref: noteWidgetRuns,
        })}
    </div>
  )
}
