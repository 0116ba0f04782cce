import { readFileSync } from 'node:fs'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { FieldErrorCode } from '@/lib/forms/form-state'
import { ErrorBanner } from './error-banner'
import { FieldError } from './field-error'

const messages = JSON.parse(readFileSync('messages/fr.json', 'utf8'))

const render = (node: ReactNode, namespaces = ['forms', 'upload']) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale="fr"
      timeZone="Europe/Brussels"
      messages={Object.fromEntries(namespaces.map((name) => [name, messages[name]]))}
    >
      {node}
    </NextIntlClientProvider>,
  ).replace(/&#x27;|’/g, "'")

describe('field error texts', () => {
  it('shows an upload refusal with its own message and the 10 MB limit, next to the field and in the banner', () => {
    const field = render(<FieldError id="cv-error" code="too-large" label="CV" />)
    expect(field).toContain('Votre CV dépasse 10')
    const banner = render(
      <ErrorBanner errors={{ cv: 'wrong-type' }} labels={{ cv: 'CV' }} formId="job" />,
    )
    expect(banner).toContain('href="#job-cv"')
    expect(banner).toContain("Ce fichier n'est pas un document PDF, DOC, DOCX ou ODT")
  })

  it('shows the other codes with the field label, also in a form without the upload messages', () => {
    const code: FieldErrorCode = 'required'
    expect(render(<FieldError id="x" code={code} label="Prénom" />, ['forms'])).toContain(
      'Prénom est un champ obligatoire.',
    )
  })
})
