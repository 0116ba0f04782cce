import type { ReactNode } from 'react'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getMessages } from 'next-intl/server'

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
  const messages = await getMessages()
  const picked = Object.fromEntries(
    (['forms', ...namespaces] as const).map((namespace) => [namespace, messages[namespace]]),
  )
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
