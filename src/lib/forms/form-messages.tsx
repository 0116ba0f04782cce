import type { ReactNode } from 'react'
import type { Messages } from 'next-intl'
import { getLocale, getMessages, getTimeZone } from 'next-intl/server'
import { FormMessagesProvider } from '@/lib/forms/components/form-messages-context'

/**
 * Gives a form's client components the `forms` messages and their own namespaces, and only those:
 * the page does not ship the whole catalogue to the browser. The forms inside are deferred
 * (components/deferred-form.tsx): next-intl's browser code comes with a form's code.
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
    <FormMessagesProvider value={{ locale, timeZone, messages: picked }}>
      {children}
    </FormMessagesProvider>
  )
}
