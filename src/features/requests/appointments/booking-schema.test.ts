import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import { formValues, nestValues } from '@/lib/forms/form-values'
import { bookingSchema } from './booking-schema'

/** The fields without `names`. */
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)))

/** Parses fields the way the form and the server action do: FormData → values → schema. */
function parse(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  const result = bookingSchema.safeParse(nestValues(formValues(data)))
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} }
    : { data: null, errors: fieldErrors(result.error) }
}

const valid = {
  locale: 'fr',
  propertyId: '12',
  slotId: '345',
  remark: '  Nous viendrons à deux. ',
  title: 'ms',
  firstName: 'Chloé',
  lastName: 'Lambert',
  email: 'Chloe@Example.com',
  phone: '+32 2 555 01 23',
}

describe('bookingSchema', () => {
  it('accepts a booking of a property slot, ids as numbers, the e-mail in lower case', () => {
    expect(parse(valid).data).toEqual({
      ...valid,
      propertyId: 12,
      projectId: undefined,
      slotId: 345,
      remark: 'Nous viendrons à deux.',
      email: 'chloe@example.com',
    })
  })

  it('accepts a project slot and no remark', () => {
    const { data } = parse({ ...without(valid, 'propertyId', 'remark'), projectId: '3' })
    expect(data).toMatchObject({ projectId: 3, slotId: 345 })
    expect(data?.propertyId).toBeUndefined()
    expect(data?.remark).toBeUndefined()
  })

  it('needs a slot', () => {
    expect(parse({ ...valid, slotId: '' }).errors).toEqual({ slotId: 'required' })
  })

  it('refuses a slot that is not a slot id', () => {
    expect(parse({ ...valid, slotId: 'tomorrow' }).errors).toEqual({ slotId: 'number' })
    expect(parse({ ...valid, slotId: '1,5' }).errors).toEqual({ slotId: 'integer' })
    expect(parse({ ...valid, slotId: '-1' }).errors).toEqual({ slotId: 'positive' })
  })

  it('needs exactly one of a property and a project', () => {
    const none = without(valid, 'propertyId')
    expect(parse(none).errors).toEqual({ propertyId: 'invalid' })
    expect(parse({ ...valid, projectId: '3' }).errors).toEqual({ propertyId: 'invalid' })
  })

  it('checks the listing also when a field is refused', () => {
    const none = without(valid, 'propertyId')
    expect(parse({ ...none, firstName: '' }).errors).toEqual({
      propertyId: 'invalid',
      firstName: 'required',
    })
  })

  it('needs every person field (title, names, e-mail, phone)', () => {
    expect(
      parse({ ...valid, title: '', firstName: ' ', lastName: '', email: '', phone: '' }).errors,
    ).toEqual({
      title: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
    })
  })

  it('refuses a bad e-mail address and phone number', () => {
    expect(parse({ ...valid, email: 'chloe@', phone: '12 34' }).errors).toEqual({
      email: 'email',
      phone: 'phone',
    })
  })

  it('refuses a title that is not offered', () => {
    expect(parse({ ...valid, title: 'dr' }).errors).toEqual({ title: 'required' })
  })

  it('limits the remark to 2000 characters', () => {
    expect(parse({ ...valid, remark: 'x'.repeat(2001) }).errors).toEqual({ remark: 'tooLong' })
  })

  it('needs a page language the site speaks', () => {
    expect(parse({ ...valid, locale: 'es' }).errors).toEqual({ locale: 'invalid' })
  })
})
