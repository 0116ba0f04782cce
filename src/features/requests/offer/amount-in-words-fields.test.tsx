import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  AmountInWordsFields,
  amountWordsReducer,
  initialAmountWords,
  type AmountWordsAction,
  type AmountWordsState,
} from './amount-in-words-fields'

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
  const labels = {
    amount: 'Amount in figures (€)',
    words: 'Amount in words',
    wordsHint: 'Filled in from the figures; you can change the words.',
    refill: 'Fill in the words from the figures',
  }

  it('is two labelled, required, plain fields with the submitted values', () => {
    const html = renderToString(
      <AmountInWordsFields
        language="fr"
        labels={labels}
        defaultAmount="80.000"
        defaultWords="quatre-vingt mille euros"
        errors={{ amount: 'Vérifiez le montant' }}
      />,
    )
    const input = /<input[^>]*name="amount"[^>]*>/.exec(html)?.[0] ?? ''
    const textarea = /<textarea[^>]*name="amountInWords"[^>]*>([^<]*)<\/textarea>/.exec(html)
    expect(input).toContain('required=""')
    expect(input).toContain('value="80.000"')
    expect(input).toContain('aria-invalid="true"')
    expect(textarea?.[0]).toContain('required=""')
    expect(textarea?.[1]).toBe('quatre-vingt mille euros')
    expect(html).toContain(`>${labels.amount}</label>`)
    expect(html).toContain(`>${labels.words}</label>`)
    expect(html).toContain('Vérifiez le montant')
    // The hint and the refill button describe what only the script does.
    expect(html).not.toContain(labels.wordsHint)
    expect(html).not.toContain(labels.refill)
  })
})
