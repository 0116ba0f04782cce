import { z } from '@/lib/zod'
import { describe, expect, it } from 'vitest'
import { fieldErrorParams, fieldErrors, firstIssues } from './field-errors'
import { emailAddress, requiredText } from './fields'

describe('field errors', () => {
  const schema = z.object({
    name: requiredText(5),
    email: emailAddress(),
    partner: z.object({ email: emailAddress() }),
  })

  it("keeps each field's first problem as a kit code, nested fields by their dotted name", () => {
    const result = schema.safeParse({ name: '', email: 'nope', partner: { email: '' } })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'required',
      email: 'email',
      'partner.email': 'required',
    })
  })

  it('counts a message that is no code of the list as the fallback', () => {
    const codes = ['tooShort', 'mismatch'] as const
    const password = z
      .object({ password: z.string().min(8, { error: 'tooShort' }), confirmation: z.string() })
      .refine((value) => value.password === value.confirmation, {
        error: 'mismatch',
        path: ['confirmation'],
      })
    const short = password.safeParse({ password: 'short', confirmation: 7 })
    expect(firstIssues(short.error!, codes, 'tooShort')).toEqual({
      password: 'tooShort',
      confirmation: 'tooShort',
    })
    const different = password.safeParse({ password: 'long enough', confirmation: 'other' })
    expect(firstIssues(different.error!, codes, 'tooShort')).toEqual({ confirmation: 'mismatch' })
  })

  it('gives the texts a first problem names, lists joined, for the messages that quote them', () => {
    const zones = z.array(z.string()).check((ctx) => {
      ctx.issues.push({
        code: 'custom',
        message: 'unknownZone',
        params: { zones: ['Atlantis', '0000'], count: 2 },
        input: ctx.value,
      })
    })
    const result = z.object({ zones, name: requiredText(5) }).safeParse({ zones: [], name: '' })
    expect(fieldErrorParams(result.error!)).toEqual({ zones: { zones: 'Atlantis, 0000' } })
  })
})
