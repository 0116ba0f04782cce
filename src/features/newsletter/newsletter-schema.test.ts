import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import { newsletterSchema } from './newsletter-schema'

describe('newsletter sign-up schema', () => {
  it('needs a valid address and the ticked box (specification §5)', () => {
    expect(
      newsletterSchema.parse({ locale: 'de', email: 'Jan@Example.BE', consent: 'on' }),
    ).toEqual({ locale: 'de', email: 'jan@example.be', consent: true })
    const result = newsletterSchema.safeParse({ locale: 'de', email: 'jan@' })
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      email: 'email',
      consent: 'consent',
    })
  })
})
