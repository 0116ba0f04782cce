import type { ReactNode } from 'react'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getLocale, getMessages, getTimeZone } from 'next-intl/server'

/**
 * Gives a form's client components the `forms` messages and their own namespaces, and only those:
 * the page does not ship the whole catalogue to the browser.
 */
export async function FormMessages({
  namespaces,
  children,
}: {
  namespaces: (keyof Messages)[]
  children: ReactNode
}) {
  const [messages, locale, timeZone] = await Promise.all([
    getMessages(),
    getLocale(),
    getTimeZone(),
  ])
  const picked = Object.fromEntries(
    (['forms', ...namespaces] as const).map((namespace) => [namespace, messages[namespace]]),
  )
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={picked}>
      {children}
    </NextIntlClientProvider>
  )
}
