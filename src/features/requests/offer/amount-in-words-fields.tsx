'use client'

import { useReducer, type ChangeEvent } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import { useTranslations } from 'next-intl'
import type { Language } from '@/lib/i18n/languages'
import { TextField } from '@/lib/forms/components/fields'
import { useField } from '@/lib/forms/components/form-context'
import styles from './amount-in-words-fields.module.css'
import { wordsForTypedAmount } from './amount-words'

/**
 * The hook's state: the words follow the figures until the visitor writes the words themselves;
 * from then on they are the visitor's, until they empty the field or ask to fill them in again.
 */
export type AmountWordsState = { amount: string; words: string; edited: boolean }
export type AmountWordsAction =
  { type: 'amount'; value: string } | { type: 'words'; value: string } | { type: 'refill' }

export function amountWordsReducer(language: Language) {
  return (state: AmountWordsState, action: AmountWordsAction): AmountWordsState => {
    switch (action.type) {
      case 'amount':
        return state.edited
          ? { ...state, amount: action.value }
          : { ...state, amount: action.value, words: wordsForTypedAmount(action.value, language) }
      case 'words':
        return { ...state, words: action.value, edited: action.value.trim() !== '' }
      case 'refill':
        return { ...state, words: wordsForTypedAmount(state.amount, language), edited: false }
    }
  }
}

/**
 * Starting from submitted values (a form shown again with errors), words that differ from the
 * figures' words count as written by the visitor.
 */
export function initialAmountWords(
  language: Language,
  initial: { amount?: string; words?: string },
): AmountWordsState {
  const amount = initial.amount ?? ''
  const suggested = wordsForTypedAmount(amount, language)
  const words = initial.words ?? suggested
  return { amount, words, edited: words.trim() !== '' && words !== suggested }
}

/** The figures and words of the purchase offer, for the form's own inputs. */
export function useAmountInWords(
  language: Language,
  initial: { amount?: string; words?: string } = {},
) {
  const [state, dispatch] = useReducer(amountWordsReducer(language), initial, (values) =>
    initialAmountWords(language, values),
  )
  const suggested = wordsForTypedAmount(state.amount, language)
  return {
    ...state,
    /** Filling in again would change the words. */
    canRefill: state.edited && suggested !== '' && suggested !== state.words,
    onAmountChange: (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'amount', value: event.target.value }),
    onWordsChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'words', value: event.target.value }),
    refill: () => dispatch({ type: 'refill' }),
  }
}

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * The purchase offer's two amount fields, for a RequestForm (src/lib/forms): labels come from the
 * form's `labels` (by field name), errors and submitted values from the form state, the hint and
 * the refill button from `offerAmount`. Without JavaScript they are two plain required inputs (a
 * refused form suggests the words for the figures typed); with it the words are filled in from the
 * figures in the page language (specification §3, issue 4).
 */
export function AmountInWordsFields({
  language,
  amountName = 'amount',
  wordsName = 'amountInWords',
  onAmountTyped,
}: {
  language: Language
  amountName?: string
  wordsName?: string
  /** Told what the visitor types in the figures field (the form shows the 10 % advance). */
  onAmountTyped?: (text: string) => void
}) {
  const t = useTranslations('offerAmount')
  const submitted = { amount: useField(amountName).value, words: useField(wordsName).value }
  const field = useAmountInWords(language, {
    amount: text(submitted.amount),
    words: submitted.words === undefined ? undefined : text(submitted.words),
  })
  const scripted = useHydrated()

  // Without JavaScript nothing fills the words in: a form refused by the server suggests them.
  const suggested = wordsForTypedAmount(field.amount, language)
  const noScriptSuggestion =
    field.words.trim() === '' && suggested !== ''
      ? t('suggestion', { words: suggested })
      : undefined

  return (
    <>
      <TextField
        name={amountName}
        required
        inputMode="decimal"
        autoComplete="off"
        value={field.amount}
        onChange={(event) => {
          field.onAmountChange(event)
          onAmountTyped?.(event.target.value)
        }}
      />
      <TextField
        name={wordsName}
        required
        autoComplete="off"
        hint={scripted ? t('wordsHint') : noScriptSuggestion}
        value={field.words}
        onChange={field.onWordsChange}
      />
      {field.canRefill && (
        <button type="button" className={styles.refill} onClick={field.refill}>
          {t('refill')}
        </button>
      )}
    </>
  )
}
