import { readFileSync } from 'node:fs'
import path from 'node:path'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  AmountInWordsFields,
  amountWordsReducer,
  initialAmountWords,
  type AmountWordsAction,
  type AmountWordsState,
} from './amount-in-words-fields'
import { FormContext } from '@/lib/forms/components/form-context'

const run = (language: 'en' | 'nl', actions: AmountWordsAction[], start?: AmountWordsState) =>
  actions.reduce(amountWordsReducer(language), start ?? initialAmountWords(language, {}))

describe('the words follow the figures until the visitor writes them', () => {
  it('fills the words in as the figures are typed', () => {
    const state = run('nl', [
      { type: 'amount', value: '2' },
      { type: 'amount', value: '25' },
      { type: 'amount', value: '250.000' },
    ])
    expect(state).toEqual({
      amount: '250.000',
      words: 'tweehonderdvijftigduizend euro',
      edited: false,
    })
  })

  it('empties the words while the figures are not an amount', () => {
    expect(
      run('en', [
        { type: 'amount', value: '250' },
        { type: 'amount', value: '250,' },
      ]),
    ).toEqual({ amount: '250,', words: '', edited: false })
  })

  it('stops overwriting once the visitor writes the words, and refills on request', () => {
    const written = run('en', [
      { type: 'amount', value: '250000' },
      { type: 'words', value: 'two hundred fifty thousand euro' },
      { type: 'amount', value: '260000' },
    ])
    expect(written).toEqual({
      amount: '260000',
      words: 'two hundred fifty thousand euro',
      edited: true,
    })
    expect(run('en', [{ type: 'refill' }], written)).toEqual({
      amount: '260000',
      words: 'two hundred and sixty thousand euro',
      edited: false,
    })
  })

  it('follows the figures again when the visitor empties the words', () => {
    const state = run('en', [
      { type: 'amount', value: '1' },
      { type: 'words', value: 'one' },
      { type: 'words', value: ' ' },
      { type: 'amount', value: '2' },
    ])
    expect(state).toEqual({ amount: '2', words: 'two euro', edited: false })
  })

  it('starts from submitted values: own words stay the visitor’s, matching words follow', () => {
    expect(initialAmountWords('en', { amount: '100', words: 'a hundred euro' })).toEqual({
      amount: '100',
      words: 'a hundred euro',
      edited: true,
    })
    expect(initialAmountWords('en', { amount: '100', words: 'one hundred euro' }).edited).toBe(
      false,
    )
    expect(initialAmountWords('en', { amount: '100' }).words).toBe('one hundred euro')
  })
})

describe('AmountInWordsFields without JavaScript (server HTML)', () => {
  const messages = JSON.parse(readFileSync(path.resolve('messages/fr.json'), 'utf8')) as Messages
  const labels = { amount: 'Montant en chiffres (€)', amountInWords: 'Montant en toutes lettres' }

  it('is two labelled, required, plain fields with the submitted values and errors', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Brussels">
        <FormContext.Provider
          value={{
            formId: 'offer',
            errors: { amount: 'invalid' },
            values: { amount: '80.000', amountInWords: 'quatre-vingt mille euros' },
            labels,
          }}
        >
          <AmountInWordsFields language="fr" />
        </FormContext.Provider>
      </NextIntlClientProvider>,
    )
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0]
    expect(input('amount')).toContain('required=""')
    expect(input('amount')).toContain('value="80.000"')
    expect(input('amount')).toContain('aria-invalid="true"')
    expect(input('amountInWords')).toContain('required=""')
    expect(input('amountInWords')).toContain('value="quatre-vingt mille euros"')
    expect(html).toContain(labels.amount)
    expect(html).toContain(labels.amountInWords)
    expect(html).toContain('Montant en chiffres (€) n’est pas valide.')
    // The hint and the refill button describe what only the script does.
    expect(html).not.toContain(messages.offerAmount.wordsHint)
    expect(html).not.toContain(messages.offerAmount.refill)
  })

  it('suggests the words for the figures after a refusal that left the words empty', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Brussels">
        <FormContext.Provider
          value={{
            formId: 'offer',
            errors: { amountInWords: 'required' },
            values: { amount: '80.000', amountInWords: '' },
            labels,
          }}
        >
          <AmountInWordsFields language="fr" />
        </FormContext.Provider>
      </NextIntlClientProvider>,
    )
    expect(html).toContain('Suggestion à partir des chiffres : « quatre-vingt mille euros ».')
    expect(/<input[^>]*name="amountInWords"[^>]*>/.exec(html)?.[0]).toContain('value=""')
  })
})
