import { describe, expect, it } from 'vitest'
import {
  loginRefusal,
  loginSchema,
  newPasswordFormSchema,
  passwordErrors,
  resetRequestRefusal,
  resetRequestSchema,
} from './owner-form-schemas'

describe('the owner portal’s form schemas', () => {
  it('asks the login for both fields, each refusal in the form kit’s codes', () => {
    expect(loginSchema.parse({ email: ' jan@example.be ', password: ' x ' })).toEqual({
      email: 'jan@example.be',
      password: ' x ',
    })
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ email: '', password: 'x' }, { email: 'required' }],
      [{ email: 'jan@example.be' }, { password: 'required' }],
      [{ email: ' jan@ ', password: 'x' }, { email: 'email' }],
      [{}, { email: 'required', password: 'required' }],
    ]
    for (const [values, errors] of cases) {
      const result = loginSchema.safeParse(values)
      expect(result.success).toBe(false)
      expect(loginRefusal(values, result.error!)).toEqual({
        errors,
        email: values.email?.trim() ?? '',
      })
    }
  })

  it('wants a valid address for a reset link, and gives back what was typed', () => {
    expect(resetRequestSchema.parse({ email: ' Jan@Example.be ' })).toEqual({
      email: 'Jan@Example.be',
    })
    const values = { email: ' jan@ ' }
    expect(resetRequestSchema.safeParse(values).success).toBe(false)
    expect(resetRequestRefusal(values)).toEqual({
      errors: { email: 'emailInvalid' },
      email: 'jan@',
    })
  })

  it('checks the new password’s length and confirmation in the browser, its commonness not', () => {
    const schema = newPasswordFormSchema()
    const errors = (password: string, confirmation: string) => {
      const result = schema.safeParse({ password, confirmation, token: 'abc' })
      return result.success ? {} : passwordErrors(result.error)
    }
    expect(errors('short', 'short')).toEqual({ password: 'tooShort' })
    expect(errors('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'tooLong' })
    expect(errors('a long sentence', 'a long sentence!')).toEqual({ confirmation: 'mismatch' })
    expect(errors('password123', 'password123')).toEqual({})
  })
})
