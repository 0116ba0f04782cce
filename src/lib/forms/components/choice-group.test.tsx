import { readFileSync } from 'node:fs'
import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup } from './fields'
import { FormContext } from './form-context'

const messages = JSON.parse(readFileSync('messages/nl.json', 'utf8'))
const options = [
  { value: 'mr', label: 'Dhr.' },
  { value: 'ms', label: 'Mevr.' },
]

const render = (props: { required?: boolean; multiple?: boolean }) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale="nl"
      timeZone="Europe/Brussels"
      messages={{ forms: messages.forms }}
    >
      <FormContext.Provider
        value={{ formId: 'valuation', errors: {}, values: {}, labels: { title: 'Aanspreking' } }}
      >
        <ChoiceGroup name="title" options={options} {...props} />
      </FormContext.Provider>
    </NextIntlClientProvider>,
  )

const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? []

describe('a group of choices', () => {
  it('tells assistive technology that one of its radios is required', () => {
    expect(inputs(render({ required: true }))).toHaveLength(2)
    for (const input of inputs(render({ required: true }))) expect(input).toContain('required=""')
  })

  it('marks no radio of an optional group, nor any box of a group of several answers', () => {
    for (const input of inputs(render({}))) expect(input).not.toContain('required')
    for (const input of inputs(render({ required: true, multiple: true })))
      expect(input).not.toContain('required')
  })
})
