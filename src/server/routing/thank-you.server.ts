import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { pageHref } from './page-links.server'

/** The localized URL of a feedback page (specification §2: /feedback/… and /fr/merci/…). */
export async function thankYouPath(originalPath: string, lang: Language): Promise<string> {
  const href = await pageHref(originalPath, lang)
  if (href === '/') throw new Error(`feedback page ${originalPath} is not published`)
  return href
}
