import { readFileSync } from 'node:fs'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '@/features/i18n/languages'
import { bookingErrorKey } from './booking-errors'

describe('bookingErrorKey', () => {
  it.each(supportedLanguages)('names a message for every refusal in %s', (lang) => {
    const t = createTranslator({
      locale: lang,
      namespace: 'appointments',
      messages: JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')),
    })
    const texts = Object.values(bookingErrorKey).map((key) => t(key))
    expect(new Set(texts).size).toBe(3)
    for (const text of texts) expect(text).toMatch(/\.$/)
  })
})
