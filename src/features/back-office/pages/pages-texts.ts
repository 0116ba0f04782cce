import { getMessages } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { PagesTexts } from './page-form'

/** The page screens' texts in the member's language, for the client forms (no client provider). */
export async function pagesTexts(lang: Language): Promise<PagesTexts> {
  const messages = (await getMessages({ locale: lang })) as {
    backOffice: { pages: PagesTexts }
  }
  return messages.backOffice.pages
}
