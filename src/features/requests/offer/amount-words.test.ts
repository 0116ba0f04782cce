import { describe, expect, it } from 'vitest'
import { amountInWords, maxOfferCents, parseAmount, readAmount } from './amount-words'
import { offerAmountSchema } from './offer-amount-schema'

const euro = (amount: number) => Math.round(amount * 100)

/*
 * Expected spellings written by hand from the published rules, not from this code's output:
 * - en: Oxford/Cambridge British usage ("and" before the last part below a hundred: "one hundred
 *   and one", "one million and fifty"; hyphens from twenty-one to ninety-nine) and the EU
 *   Interinstitutional Style Guide for the currency ("euro" does not take an -s, "cent" does).
 * - nl: Taalunie, "Getallen in letters" (taaladvies.net): written together up to and including
 *   duizend ("tweehonderdvijftigduizend"), a space after duizend ("duizend tweehonderdvijftig") and
 *   around miljoen ("twee miljoen vijfhonderdduizend"); trema in "tweeëntachtig", "drieëndertig".
 * - fr: Belgian usage (septante, nonante, quatre-vingts, as in the Fédération Wallonie-Bruxelles
 *   school grammars) and the traditional spelling of the Académie française: "vingt" and "cent"
 *   take an s when multiplied and last ("quatre-vingts", "deux cents"), not before another number
 *   or "mille" ("quatre-vingt mille", "deux cent mille"); "mille" never varies; "million" is a noun
 *   ("deux millions", "un million d'euros"); "et" without hyphens in 21…71 and 91 ("septante et
 *   un", "nonante et un") but not in 81 ("quatre-vingt-un").
 * - de: Duden, "Zahlen und Ziffern": one word below a million ("zweihundertfünfzigtausend"),
 *   Million(en) as a separate capitalised noun ("zwei Millionen fünfhunderttausend"), "ein Euro",
 *   "eine Million".
 */
const known: Record<'en' | 'nl' | 'fr' | 'de', [number, string][]> = {
  en: [
    [1, 'one euro'],
    [21, 'twenty-one euro'],
    [101, 'one hundred and one euro'],
    [1001, 'one thousand and one euro'],
    [1250, 'one thousand two hundred and fifty euro'],
    [80_000, 'eighty thousand euro'],
    [250_000, 'two hundred and fifty thousand euro'],
    [1_000_000, 'one million euro'],
    [1_000_050, 'one million and fifty euro'],
    [2_500_000, 'two million five hundred thousand euro'],
    [12_000_500, 'twelve million five hundred euro'],
    [
      99_999_999,
      'ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine euro',
    ],
    [0.01, 'one cent'],
    [0.5, 'fifty cents'],
    [1.5, 'one euro and fifty cents'],
    [250_000.5, 'two hundred and fifty thousand euro and fifty cents'],
    [
      349_999.99,
      'three hundred and forty-nine thousand nine hundred and ninety-nine euro and ninety-nine cents',
    ],
  ],
  nl: [
    [1, 'één euro'],
    [21, 'eenentwintig euro'],
    [33, 'drieëndertig euro'],
    [82, 'tweeëntachtig euro'],
    [101, 'honderdeen euro'],
    [1000, 'duizend euro'],
    [1104, 'duizend honderdvier euro'],
    [1250, 'duizend tweehonderdvijftig euro'],
    [80_000, 'tachtigduizend euro'],
    [250_000, 'tweehonderdvijftigduizend euro'],
    [275_500, 'tweehonderdvijfenzeventigduizend vijfhonderd euro'],
    [2_000_000, 'twee miljoen euro'],
    [2_500_000, 'twee miljoen vijfhonderdduizend euro'],
    [
      99_999_999,
      'negenennegentig miljoen negenhonderdnegenennegentigduizend negenhonderdnegenennegentig euro',
    ],
    [0.5, 'vijftig cent'],
    [250_000.5, 'tweehonderdvijftigduizend euro en vijftig cent'],
    [
      349_999.99,
      'driehonderdnegenenveertigduizend negenhonderdnegenennegentig euro en negenennegentig cent',
    ],
  ],
  fr: [
    [1, 'un euro'],
    [21, 'vingt et un euros'],
    [70, 'septante euros'],
    [71, 'septante et un euros'],
    [77, 'septante-sept euros'],
    [80, 'quatre-vingts euros'],
    [81, 'quatre-vingt-un euros'],
    [90, 'nonante euros'],
    [91, 'nonante et un euros'],
    [99, 'nonante-neuf euros'],
    [200, 'deux cents euros'],
    [280, 'deux cent quatre-vingts euros'],
    [1001, 'mille un euros'],
    [21_000, 'vingt et un mille euros'],
    [80_000, 'quatre-vingt mille euros'],
    [200_000, 'deux cent mille euros'],
    [250_000, 'deux cent cinquante mille euros'],
    [71_071, 'septante et un mille septante et un euros'],
    [1_000_000, "un million d'euros"],
    [2_000_000, "deux millions d'euros"],
    [2_500_000, 'deux millions cinq cent mille euros'],
    [12_000_500, 'douze millions cinq cents euros'],
    [99_999_999, 'nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf euros'],
    [0.01, 'un centime'],
    [0.8, 'quatre-vingts centimes'],
    [250_000.5, 'deux cent cinquante mille euros et cinquante centimes'],
    [1_000_000.75, "un million d'euros et septante-cinq centimes"],
  ],
  de: [
    [1, 'ein Euro'],
    [21, 'einundzwanzig Euro'],
    [33, 'dreiunddreißig Euro'],
    [101, 'einhunderteins Euro'],
    [1000, 'eintausend Euro'],
    [1250, 'eintausendzweihundertfünfzig Euro'],
    [80_000, 'achtzigtausend Euro'],
    [250_000, 'zweihundertfünfzigtausend Euro'],
    [1_000_000, 'eine Million Euro'],
    [2_500_000, 'zwei Millionen fünfhunderttausend Euro'],
    [
      99_999_999,
      'neunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro',
    ],
    [0.01, 'ein Cent'],
    [0.5, 'fünfzig Cent'],
    [250_000.5, 'zweihundertfünfzigtausend Euro und fünfzig Cent'],
  ],
}

describe.each(Object.entries(known))('amountInWords in %s', (language, cases) => {
  it.each(cases)('%d', (amount, words) => {
    expect(amountInWords(euro(amount), language as keyof typeof known)).toBe(words)
  })
})

describe('amountInWords bounds', () => {
  it('is null for nothing, fractions of a cent and amounts above the form limit', () => {
    expect(amountInWords(0, 'en')).toBeNull()
    expect(amountInWords(-100, 'nl')).toBeNull()
    expect(amountInWords(1.5, 'fr')).toBeNull()
    expect(amountInWords(maxOfferCents + 1, 'de')).toBeNull()
    expect(amountInWords(maxOfferCents, 'en')).toMatch(/^ninety-nine million .* ninety-nine cents$/)
  })
})

describe('parseAmount', () => {
  it.each([
    ['250000', 25_000_000],
    ['250.000', 25_000_000],
    ['250,000', 25_000_000],
    ['250 000', 25_000_000],
    ['€ 250.000,50', 25_000_050],
    ['250,000.50', 25_000_050],
    ['1.250.000', 125_000_000],
    ['1,250,000', 125_000_000],
    ['12.345.678,99', 1_234_567_899],
    ['250000,5', 25_000_050],
    ['250000.5', 25_000_050],
    ['0,01', 1],
    ['1.234', 123_400],
    ['99 999 999,99 EUR', maxOfferCents],
  ])('%j is %d cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents)
  })

  it.each(['', 'abc', '-5', '0', '0,00', '12,3456', '1.2.3', '12345,678', '250,', '1.250,000.50'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toBeNull()
    },
  )

  it('reads amounts above the limit, which the form refuses', () => {
    expect(readAmount('100.000.000')).toBe(10_000_000_000)
    expect(parseAmount('100.000.000')).toBeNull()
  })
})

describe('offerAmountSchema', () => {
  const errors = (input: unknown) =>
    offerAmountSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message])

  it('parses the figures to cents and keeps the words as typed', () => {
    expect(
      offerAmountSchema.parse({
        amount: ' 250.000 ',
        amountInWords: ' tweehonderdvijftigduizend euro ',
      }),
    ).toEqual({ amount: 25_000_000, amountInWords: 'tweehonderdvijftigduizend euro' })
  })

  it('names the error of each field', () => {
    expect(errors({ amount: '', amountInWords: '' })).toEqual([
      ['amount', 'required'],
      ['amountInWords', 'required'],
    ])
    expect(errors({})).toEqual([
      ['amount', 'required'],
      ['amountInWords', 'required'],
    ])
    expect(errors({ amount: 'a lot', amountInWords: 'x' })).toEqual([['amount', 'amount']])
    expect(errors({ amount: '0', amountInWords: 'x' })).toEqual([['amount', 'amount']])
    expect(errors({ amount: '150.000.000', amountInWords: 'x' })).toEqual([
      ['amount', 'amountTooLarge'],
    ])
    expect(errors({ amount: '1', amountInWords: 'x'.repeat(301) })).toEqual([
      ['amountInWords', 'tooLong'],
    ])
  })
})
