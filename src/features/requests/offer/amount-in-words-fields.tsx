'use client'

import { useId, useReducer, useSyncExternalStore, type ChangeEvent } from 'react'
import type { Language } from '@/features/i18n/languages'
import { maxWordsLength } from './offer-amount-schema'
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

export type AmountInWordsLabels = {
  /** "Amount in figures (€)" */
  amount: string
  /** "Amount in words" */
  words: string
  /** "Filled in from the figures; you can change the words." */
  wordsHint: string
  /** "Fill in the words from the figures" */
  refill: string
}

const subscribe = () => () => {}

/**
 * The purchase offer's two amount fields. Without JavaScript they are two plain required inputs;
 * with it the words are filled in from the figures in the page language (specification §3,
 * issue 4). `errors` are the messages the form shows under each field (already localized).
 */
export function AmountInWordsFields({
  language,
  labels,
  amountName = 'amount',
  wordsName = 'amountInWords',
  defaultAmount,
  defaultWords,
  errors = {},
}: {
  language: Language
  labels: AmountInWordsLabels
  amountName?: string
  wordsName?: string
  defaultAmount?: string
  defaultWords?: string
  errors?: { amount?: string; words?: string }
}) {
  const id = useId()
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const field = useAmountInWords(language, { amount: defaultAmount, words: defaultWords })
  const ids = {
    amount: `${id}-amount`,
    words: `${id}-words`,
    hint: `${id}-hint`,
    amountError: `${id}-amount-error`,
    wordsError: `${id}-words-error`,
  }
  const describedBy = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined

  return (
    <div>
      <p>
        <label htmlFor={ids.amount}>{labels.amount}</label>
        <input
          id={ids.amount}
          name={amountName}
          inputMode="decimal"
          autoComplete="off"
          required
          value={field.amount}
          onChange={field.onAmountChange}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy(Boolean(errors.amount) && ids.amountError)}
        />
        {errors.amount && <span id={ids.amountError}>{errors.amount}</span>}
      </p>
      <p>
        <label htmlFor={ids.words}>{labels.words}</label>
        <textarea
          id={ids.words}
          name={wordsName}
          required
          rows={2}
          maxLength={maxWordsLength}
          value={field.words}
          onChange={field.onWordsChange}
          aria-invalid={errors.words ? true : undefined}
          aria-describedby={describedBy(
            scripted && ids.hint,
            Boolean(errors.words) && ids.wordsError,
          )}
        />
        {scripted && <span id={ids.hint}>{labels.wordsHint}</span>}
        {errors.words && <span id={ids.wordsError}>{errors.words}</span>}
        {field.canRefill && (
          <button type="button" onClick={field.refill}>
            {labels.refill}
          </button>
        )}
      </p>
    </div>
  )
}
