'use client'
import type { ComponentType } from 'react'
import { deferredIsland } from '@/lib/react/deferred-island'
// The kit's styles in the page's own stylesheet: the form's HTML is there before its code.
import './forms.module.css'

/**
 * A request form whose code (the form, its zod schema, next-intl's browser code and the
 * proof-of-work widget) the browser fetches only when the visitor comes near the form or turns
 * to it: until then the server's HTML stands, and posts to the server action as it does without
 * JavaScript. Render it inside FormMessages. A form module's own stylesheets must be imported
 * where the loader is (`import './x.module.css'`), for the same reason as the kit's above.
 */
export function deferredForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return deferredIsland(async () => {
    const [Form, { FormIntl }] = await Promise.all([load(), import('./form-intl')])
    return function FormWithMessages(props: P) {
      return (
        <FormIntl>
          <Form {...props} />
        </FormIntl>
      )
    }
  })
}
