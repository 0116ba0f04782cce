import { z } from '@/lib/zod'
import { describe, expect, it } from 'vitest'
import { requiredText } from './fields'
import { firstStepWithError, navigateSteps, stepOf } from './form-steps'

const steps = [
  z.object({ type: requiredText() }),
  z.object({ street: requiredText(), zip: requiredText() }),
  z.object({ email: requiredText() }),
] as const

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('navigateSteps (multi-step forms without JavaScript)', () => {
  it('goes to the next step when the shown one is right, keeping every value', () => {
    const state = navigateSteps(steps, form({ step: '0', nav: 'next', type: 'house', street: '' }))
    expect(state).toEqual({
      status: 'idle',
      errors: {},
      values: { step: '0', nav: 'next', type: 'house', street: '' },
      step: 1,
    })
  })

  it('stays on the step with its errors when it is not right', () => {
    const state = navigateSteps(steps, form({ step: '1', nav: 'next', type: 'flat', zip: '1000' }))
    expect(state).toMatchObject({ status: 'invalid', errors: { street: 'required' }, step: 1 })
  })

  it('checks the earlier steps again: their hidden values may have been changed', () => {
    const state = navigateSteps(steps, form({ step: '1', nav: 'next', street: 'Rue', zip: '1' }))
    expect(state).toMatchObject({ status: 'invalid', errors: { type: 'required' }, step: 0 })
  })

  it('goes back without checking anything', () => {
    expect(navigateSteps(steps, form({ step: '2', nav: 'previous', email: '' }))).toMatchObject({
      status: 'idle',
      errors: {},
      values: { email: '' },
      step: 1,
    })
    expect(navigateSteps(steps, form({ step: '0', nav: 'previous' }))?.step).toBe(0)
  })

  it('leaves the last step to the request itself, also when the step number is forged', () => {
    expect(navigateSteps(steps, form({ step: '2', email: 'a@b.be' }))).toBeNull()
    expect(navigateSteps(steps, form({ step: '2', nav: 'next' }))).toBeNull()
    expect(navigateSteps(steps, form({ step: '99' }))).toBeNull()
    expect(navigateSteps(steps, form({ step: 'x', nav: 'next', type: 'house' }))?.step).toBe(1)
    expect(navigateSteps(steps, form({ step: '-3', nav: 'next' }))?.step).toBe(0)
  })
})

describe('the step a server answer shows', () => {
  it('is the one it names, else the first holding a refused field, else where it was sent', () => {
    expect(stepOf(steps, { status: 'idle', errors: {}, values: {}, step: 2 })).toBe(2)
    expect(stepOf(steps, { status: 'invalid', errors: { zip: 'required' }, values: {} })).toBe(1)
    expect(stepOf(steps, { status: 'refused', errors: {}, formError: 'captcha', values: {} })).toBe(
      2,
    )
    expect(stepOf(steps, { status: 'idle', errors: {}, values: {} })).toBe(0)
    expect(firstStepWithError(steps, { email: 'email', street: 'required' })).toBe(1)
    expect(firstStepWithError(steps, {})).toBeNull()
  })
})
