'use client'
import { useActionState, type ReactNode } from 'react'
import { usePermalink } from './use-permalink'

/**
 * A form that posts to a server action which answers with a redirect (log out, open another
 * page), written with its page's path as `action` (see usePermalink).
 */
export function ActionForm({
  action,
  className,
  id,
  children,
}: {
  action: (state: void, data: FormData) => Promise<void>
  className?: string
  id?: string
  children: ReactNode
}) {
  const [, formAction] = useActionState(action, undefined, usePermalink())
  return (
    <form action={formAction} className={className} id={id}>
      {children}
    </form>
  )
}
