'use client'

import { useEffect } from 'react'
import { languageCookie } from '@/lib/i18n/language-cookie'

/** Mirrors the language in localStorage (specification §4: the choice is cached there). */
export function RememberLanguage({ lang }: { lang: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(languageCookie.name, lang)
    } catch {
      // Storage can be disabled (private mode, policy); the cookie still remembers the choice.
    }
  }, [lang])
  return null
}
