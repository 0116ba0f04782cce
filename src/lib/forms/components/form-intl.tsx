'use client'
import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { useFormMessages } from './form-messages-context'

/** next-intl for a form's client components, with the messages FormMessages gave the page. */
export function FormIntl({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useFormMessages()
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  )
}
