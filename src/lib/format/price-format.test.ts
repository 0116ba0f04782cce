import { describe, expect, it } from 'vitest'
import deMessages from '../../../messages/de.json'
import enMessages from '../../../messages/en.json'
import frMessages from '../../../messages/fr.json'
import nlMessages from '../../../messages/nl.json'
import { formatNumber } from './number-format'
import { formatAmount, formatPrice, type PriceTexts } from './price-format'

const nl: PriceTexts = { startingFrom: 'vanaf', priceOnRequest: 'Prijs op aanvraag' }
const fr: PriceTexts = { startingFrom: 'à partir de', priceOnRequest: 'Prix sur demande' }

describe('formatAmount', () => {
  it('uses Belgian Dutch grouping with the "€ " prefix', () => {
    expect(formatAmount(1250000)).toBe('€ 1.250.000')
    expect(formatAmount(349000)).toBe('€ 349.000')
    expect(formatAmount(950)).toBe('€ 950')
    expect(formatAmount(0)).toBe('€ 0')
  })

  it('writes its digits as formatNumber writes every other number', () => {
    expect(formatAmount(1250)).toBe(`€ ${formatNumber(1250)}`)
    expect(formatAmount(1250.5)).toBe(`€ ${formatNumber(1250.5, { minimumFractionDigits: 2 })}`)
  })

  it('shows cents only when there are any', () => {
    expect(formatAmount(1250.5)).toBe('€ 1.250,50')
    expect(formatAmount(99.999)).toBe('€ 100,00')
  })

  it('puts the minus sign before the prefix', () => {
    expect(formatAmount(-1500)).toBe('-€ 1.500')
    expect(formatAmount('-20')).toBe('-€ 20')
  })

  it('takes another prefix, also an empty one', () => {
    expect(formatAmount(2500, 'EUR ')).toBe('EUR 2.500')
    expect(formatAmount(-2500, '')).toBe('-2.500')
  })

  it('reads numeric text', () => {
    expect(formatAmount('275000')).toBe('€ 275.000')
  })

  it.each([['abc'], [''], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'counts %j as 0',
    (value) => {
      expect(formatAmount(value)).toBe('€ 0')
    },
  )
})

describe('formatPrice', () => {
  it('shows a plain sale price', () => {
    expect(formatPrice({ price: 349000 }, nl)).toBe('€ 349.000')
    expect(formatPrice({ price: 349000, publishPrice: true, priceUnit: null }, nl)).toBe(
      '€ 349.000',
    )
  })

  it('puts the translated "starting from" before the price for unit 7', () => {
    expect(formatPrice({ price: 295000, priceUnit: 7 }, nl)).toBe('vanaf € 295.000')
    expect(formatPrice({ price: 295000, priceUnit: '7' }, fr)).toBe('à partir de € 295.000')
    expect(formatPrice({ price: 295000, priceUnit: 7, priceUnitText: '€/maand' }, nl)).toBe(
      'vanaf € 295.000',
    )
  })

  it('puts the unit text after the price without its euro sign', () => {
    expect(formatPrice({ price: 950, priceUnit: 1, priceUnitText: '€/maand' }, nl)).toBe(
      '€ 950/maand',
    )
    expect(formatPrice({ price: 950, priceUnitText: '€ / maand' }, nl)).toBe('€ 950/ maand')
    expect(formatPrice({ price: 950, priceUnitText: 'per maand' }, nl)).toBe('€ 950 per maand')
    expect(formatPrice({ price: 12, priceUnitText: '€/m²' }, nl)).toBe('€ 12/m²')
    expect(formatPrice({ price: 950, priceUnitText: '€' }, nl)).toBe('€ 950')
    expect(formatPrice({ price: 950, priceUnitText: '  ' }, nl)).toBe('€ 950')
  })

  it('shows "price on request" when the price is not published', () => {
    expect(formatPrice({ price: 349000, publishPrice: false }, nl)).toBe('Prijs op aanvraag')
    expect(formatPrice({ price: 295000, publishPrice: false, priceUnit: 7 }, fr)).toBe(
      'Prix sur demande',
    )
  })

  it('shows the marquee name instead of the price for marquees in the ignore list', () => {
    const sold = { price: 349000, marquee: 1, marqueeName: 'Verkocht' }
    expect(formatPrice(sold, nl, { marqueeIgnoreList: [1, 2] })).toBe('Verkocht')
    expect(formatPrice({ ...sold, publishPrice: false }, nl, { marqueeIgnoreList: [1] })).toBe(
      'Verkocht',
    )
    expect(
      formatPrice({ ...sold, marquee: '2', marqueeName: 'Verhuurd' }, nl, {
        marqueeIgnoreList: [2],
      }),
    ).toBe('Verhuurd')
  })

  it('keeps the price for marquees outside the list or without a name', () => {
    const sold = { price: 349000, marquee: 1, marqueeName: 'Verkocht' }
    expect(formatPrice(sold, nl)).toBe('€ 349.000')
    expect(formatPrice(sold, nl, { marqueeIgnoreList: [2] })).toBe('€ 349.000')
    expect(formatPrice({ ...sold, marqueeName: '' }, nl, { marqueeIgnoreList: [1] })).toBe(
      '€ 349.000',
    )
  })

  it('counts a missing or broken price as 0 and handles negatives', () => {
    expect(formatPrice({ price: undefined }, nl)).toBe('€ 0')
    expect(formatPrice({ price: 'n/a', priceUnit: 7 }, nl)).toBe('vanaf € 0')
    expect(formatPrice({ price: -250, priceUnitText: '€/maand' }, nl)).toBe('-€ 250/maand')
  })

  it('passes a custom prefix on', () => {
    expect(formatPrice({ price: 1200, priceUnitText: 'per maand' }, nl, { prefix: 'EUR ' })).toBe(
      'EUR 1.200 per maand',
    )
  })
})

describe('formatPrice with the message catalogues', () => {
  const texts = (messages: typeof enMessages): PriceTexts => ({
    startingFrom: messages.catalogue.price.startingFrom,
    priceOnRequest: messages.catalogue.price.onRequest,
  })

  it('puts each language’s "starting from" before the price', () => {
    expect(formatPrice({ price: 295000, priceUnit: 7 }, texts(enMessages))).toBe('from € 295.000')
    expect(formatPrice({ price: 295000, priceUnit: 7 }, texts(nlMessages))).toBe('vanaf € 295.000')
    expect(formatPrice({ price: 295000, priceUnit: 7 }, texts(frMessages))).toBe(
      'à partir de € 295.000',
    )
    expect(formatPrice({ price: 295000, priceUnit: 7 }, texts(deMessages))).toBe('ab € 295.000')
  })

  it('says "price on request" in each language', () => {
    const hidden = { price: 1, publishPrice: false }
    expect(formatPrice(hidden, texts(enMessages))).toBe('Price on request')
    expect(formatPrice(hidden, texts(nlMessages))).toBe('Prijs op aanvraag')
    expect(formatPrice(hidden, texts(frMessages))).toBe('Prix sur demande')
    expect(formatPrice(hidden, texts(deMessages))).toBe('Preis auf Anfrage')
  })

  it('writes a monthly rent with the per-month label', () => {
    const rent = (messages: typeof enMessages) =>
      formatPrice({ price: 950, priceUnitText: messages.catalogue.price.perMonth }, texts(messages))
    expect(rent(enMessages)).toBe('€ 950 per month')
    expect(rent(nlMessages)).toBe('€ 950 per maand')
    expect(rent(frMessages)).toBe('€ 950 par mois')
    expect(rent(deMessages)).toBe('€ 950 pro Monat')
  })
})
