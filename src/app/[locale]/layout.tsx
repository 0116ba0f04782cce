import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { requestScriptNonce } from '@/server/request-nonce.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { siteIcon } from '@/lib/site-config/branding'
import { ConsentDefaults } from '@/features/consent/consent-defaults'
import { ErrorFrameProvider } from '@/features/shell/error-frame'
import { loadErrorFrame } from '@/features/shell/error-frame.server'
import { themeStyle } from '@/features/shell/theme'
import '@/app/globals.css'

export const dynamic = 'force-dynamic'

/** The browser icon: the agency's upload (the Branding settings) or the bundled one. */
export async function generateMetadata(): Promise<Metadata> {
  const icon = siteIcon(await getSiteConfig())
  return { icons: { icon: [icon], apple: [{ url: icon.url }] } }
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  setRequestLocale(locale)
  const config = await getSiteConfig()
  const lang = isSupportedLanguage(locale) ? locale : config.defaultLanguage
  const nonce = await requestScriptNonce()
  return (
    <html lang={locale}>
      <head>
        <ConsentDefaults config={config} nonce={nonce} />
      </head>
      <body style={themeStyle(config)}>
        <ErrorFrameProvider frame={await loadErrorFrame(config, lang)}>
          {children}
        </ErrorFrameProvider>
      </body>
    </html>
  )
}
