import { readFileSync } from 'node:fs'
import { createTranslator } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '@/lib/i18n/languages'
import { groupByDay, type SlotRow } from './availability'
import { SlotPicker, type SlotPickerProps } from './slot-picker'
import { slotPickerModel, slotPickerTexts } from './slot-picker-model'

function texts(lang: Language) {
  return slotPickerTexts(
    createTranslator({
      locale: lang,
      namespace: 'appointments',
      messages: JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')),
    }),
  )
}

const slot = (id: number, startsAt: string, capacity: number, booked: number): SlotRow => ({
  id,
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000),
  capacity,
  booked,
})

// Monday 23 November 2026 (UTC+1): two open slots and a full one; Tuesday: all full.
const rows = [
  slot(11, '2026-11-23T09:00:00Z', 3, 1),
  slot(12, '2026-11-23T09:30:00Z', 1, 1),
  slot(13, '2026-11-23T10:00:00Z', 1, 0),
  slot(21, '2026-11-24T13:00:00Z', 2, 2),
  slot(22, '2026-11-24T13:30:00Z', 1, 1),
]

function render(lang: Language, slots: SlotRow[], props: Partial<SlotPickerProps> = {}) {
  const model = slotPickerModel(groupByDay(slots), lang, texts(lang))
  return renderToStaticMarkup(<SlotPicker name="slot" model={model} {...props} />)
}

/** Each radio's attributes and its label text, in document order. */
function radios(html: string) {
  return [...html.matchAll(/<label[^>]*>(<input [^>]*\/?>)(.*?)<\/label>/g)].map(
    ([, input, label]) => ({
      attributes: Object.fromEntries(
        [...input!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
          .slice(1)
          .map(([, name, value]) => [name, value ?? '']),
      ),
      text: label!.replace(/<[^>]+>/g, ''),
    }),
  )
}

describe('SlotPicker', () => {
  it('renders a fieldset of days, each a group of radios with time and places left', () => {
    const html = render('en', rows)
    expect(html).toMatch(/^<fieldset[^>]* aria-describedby="slot-hint"/)
    const days = [...html.matchAll(/<fieldset[^>]*><legend[^>]*>([^<]*)<\/legend>/g)].map(
      (m) => m[1],
    )
    expect(days).toEqual([
      'Choose a time for your visit',
      'Monday, 23 November 2026',
      'Tuesday, 24 November 2026',
    ])
    expect(radios(html).map((radio) => [radio.attributes.value, radio.text])).toEqual([
      ['11', '10:00–10:30 2 places left'],
      ['12', '10:30–11:00 Full'],
      ['13', '11:00–11:30 1 place left'],
      ['21', '14:00–14:30 Full'],
      ['22', '14:30–15:00 Full'],
    ])
    for (const radio of radios(html)) {
      expect(radio.attributes).toMatchObject({ type: 'radio', name: 'slot' })
    }
  })

  it('disables full slots, says so in words, and marks the full day', () => {
    const html = render('fr', rows)
    const [open, full, ...rest] = radios(html)
    expect(open?.attributes).toMatchObject({ required: '' })
    expect(open?.attributes).not.toHaveProperty('disabled')
    expect(full?.attributes).toMatchObject({ disabled: '' })
    expect(full?.attributes).not.toHaveProperty('required')
    expect(full?.text).toBe('10:30\u2009–\u200911:00 Complet')
    expect(rest.map((radio) => 'disabled' in radio.attributes)).toEqual([false, true, true])
    expect(html).toContain('lundi 23 novembre 2026')
    expect(html).toMatch(
      /<fieldset[^>]*aria-describedby="slot-2026-11-24-note"[^>]*><legend[^>]*>mardi 24 novembre 2026<\/legend><p id="slot-2026-11-24-note"[^>]*>Les rendez-vous sont complets ce jour-là\.<\/p>/,
    )
    expect(html).not.toContain('Les rendez-vous sont complets.<')
  })

  it('says "appointments are full" when no slot has a place left, and when there are none', () => {
    const allFull = render('nl', rows.slice(3))
    expect(allFull).toContain('>De afspraken zijn volzet.</p>')
    expect(radios(allFull).every((radio) => 'disabled' in radio.attributes)).toBe(true)
    const none = render('de', [])
    expect(none).toContain('>Derzeit können keine Besichtigungstermine online gebucht werden.</p>')
    expect(radios(none)).toEqual([])
  })

  it('shows an error with the group, keeps the chosen slot, and gives the first bookable radio the id', () => {
    const html = render('en', rows, {
      error: 'Choose a time for your visit.',
      defaultValue: '13',
      id: 'booking-slot',
    })
    expect(html).toMatch(/^<fieldset[^>]* aria-describedby="booking-slot-hint booking-slot-error"/)
    expect(html).toContain('<p id="booking-slot-error" class="')
    expect(html).toContain('>Choose a time for your visit.</p>')
    const [first, , third] = radios(html)
    expect(first?.attributes).toMatchObject({ id: 'booking-slot' })
    expect(third?.attributes).toMatchObject({ checked: '' })
    expect(first?.attributes).not.toHaveProperty('checked')
    expect(html.match(/ id="booking-slot"/g)).toHaveLength(1)
  })

  it('never checks a slot that has become full, and can leave the choice optional', () => {
    const html = render('en', rows, { defaultValue: '12', required: false })
    expect(radios(html).some((radio) => 'checked' in radio.attributes)).toBe(false)
    expect(radios(html).some((radio) => 'required' in radio.attributes)).toBe(false)
  })
})
