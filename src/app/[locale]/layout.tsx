import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { ConsentDefaults } from '@/features/consent/consent-defaults'
import { themeStyle } from '@/features/shell/theme'
import '@/app/globals.css'

export const dynamic = 'force-dynamic'

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
  return (
    <html lang={locale}>
      <head>
        <ConsentDefaults config={config} />
      </head>
      <body style={themeStyle(config)}>{children}</body>
    </html>
  )
}
