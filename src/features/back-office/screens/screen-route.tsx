import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { withActionResult } from '@/features/back-office/frame/action-result'
import { BackOfficeFrame } from '@/features/back-office/frame/back-office-frame'
import {
  backOfficeLanguage,
  backOfficeMetadata,
} from '@/features/back-office/frame/back-office-route'
import { memberFor } from './screen-access.server'
import { screenPages, type Opened, type SearchParams, type TitleTexts } from './screen-pages'
import { backOfficeScreens, type ScreenName } from './screen-table'

type RouteProps = {
  params: Promise<Record<string, string>>
  searchParams: Promise<SearchParams>
}

/**
 * The route of a screen of the table (screen-table.ts): its title for `generateMetadata`, and its
 * page: the URL's language (a 404 for one the site does not have), the staff gate of the screen's
 * access, then the screen in the back-office frame, under its navigation entry.
 */
export function backOfficeRoute<N extends ScreenName>(name: N) {
  const screen = backOfficeScreens[name]
  const page = screenPages[name]
  return {
    async generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
      const { locale = '', ...rest } = await params
      const t = await getTranslations({
        locale: isSupportedLanguage(locale) ? locale : 'en',
        namespace: `backOffice.${screen.messages}` as 'backOffice',
      })
      return backOfficeMetadata(locale, page.title(t as TitleTexts, rest, await searchParams))
    },
    async Page({ params, searchParams }: RouteProps) {
      const { locale = '', ...rest } = await params
      const lang = await backOfficeLanguage(locale)
      const member = await memberFor(screen.access, lang)
      // The gate answered for this screen's access, so the member is the one its page expects.
      const opened = { lang, member, params: rest, search: await searchParams } as Opened<N>
      const { page: content, result } = await withActionResult(() => page.render(opened))
      return (
        <BackOfficeFrame
          lang={lang}
          member={member}
          section={'section' in screen ? screen.section : undefined}
          enrolOnly={(await page.enrolOnly?.(opened)) ?? false}
          result={result}
        >
          {content}
        </BackOfficeFrame>
      )
    },
  }
}
