import { readFileSync } from 'node:fs'
import { createTranslator, NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormContext, type FormContextValue } from '@/lib/forms/components/form-context'
import { groupByDay } from './availability'
import { SlotPickerField } from './slot-picker-field'
import { slotPickerModel, slotPickerTexts } from './slot-picker-model'

const messages = JSON.parse(readFileSync('messages/nl.json', 'utf8'))
const model = slotPickerModel(
  groupByDay([
    {
      id: 7,
      startsAt: new Date('2026-11-23T09:00:00Z'),
      endsAt: new Date('2026-11-23T09:30:00Z'),
      capacity: 1,
      booked: 1,
    },
    {
      id: 8,
      startsAt: new Date('2026-11-23T09:30:00Z'),
      endsAt: new Date('2026-11-23T10:00:00Z'),
      capacity: 2,
      booked: 0,
    },
    {
      id: 9,
      startsAt: new Date('2026-11-23T10:00:00Z'),
      endsAt: new Date('2026-11-23T10:30:00Z'),
      capacity: 2,
      booked: 0,
    },
  ]),
  'nl',
  slotPickerTexts(createTranslator({ locale: 'nl', namespace: 'appointments', messages })),
)

function render(form: Partial<FormContextValue>) {
  const context: FormContextValue = {
    formId: 'booking',
    errors: {},
    values: {},
    labels: { slotId: messages.appointments.field },
    ...form,
  }
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="nl" messages={messages} timeZone="Europe/Brussels">
      <FormContext.Provider value={context}>
        <SlotPickerField name="slotId" model={model} />
      </FormContext.Provider>
    </NextIntlClientProvider>,
  )
}

describe('SlotPickerField', () => {
  it('marks the group required and gives the first bookable radio the id the banner links to', () => {
    const html = render({})
    expect(html).toContain('Kies een moment voor uw bezoek<span')
    expect(html).toContain('(verplicht)')
    expect(html.match(/ id="booking-slotId"/g)).toHaveLength(1)
    expect(html).toMatch(/<input type="radio" id="booking-slotId"[^>]* value="8"/)
  })

  it('shows the refusal with the field label and keeps the chosen slot', () => {
    const html = render({ errors: { slotId: 'choice' }, values: { slotId: '9' } })
    expect(html).toContain('Bezoekmoment: kies een van de mogelijkheden.')
    expect(html).toContain('aria-describedby="booking-slotId-hint booking-slotId-error"')
    expect(html).toMatch(/<input type="radio"[^>]* checked=""[^>]* value="9"/)
    // The form kit focuses the first field marked invalid: never the disabled, full slot.
    expect(html).toMatch(/<input type="radio" disabled=""(?![^>]*aria-invalid)[^>]* value="7"/)
    expect(html).toMatch(/<input type="radio" id="booking-slotId"[^>]*aria-invalid="true"/)
  })
})
