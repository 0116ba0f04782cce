'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { AbstractIntlMessages } from 'next-intl'

export type FormMessagesValue = {
  locale: string
  timeZone: string
  messages: AbstractIntlMessages
}

const FormMessagesContext = createContext<FormMessagesValue | null>(null)

/**
 * Holds the messages a page's forms need until a form's code arrives: a plain context, so the
 * page does not load next-intl's browser code before a form does (form-intl.tsx).
 */
export function FormMessagesProvider({
  value,
  children,
}: {
  value: FormMessagesValue
  children: ReactNode
}) {
  return <FormMessagesContext value={value}>{children}</FormMessagesContext>
}

export function useFormMessages(): FormMessagesValue {
  const value = useContext(FormMessagesContext)
  if (!value) throw new Error('a form is rendered outside FormMessages')
  return value
}
