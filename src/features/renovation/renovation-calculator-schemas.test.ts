import { describe, expect, it } from 'vitest'
import {
  calculatorErrors,
  calculatorFieldErrors,
  calculatorSteps,
  expertStepSchema,
  renovationExpertSchema,
  resultStep,
} from './renovation-calculator-schemas'

const [homeStep, energyStep, worksStep] = calculatorSteps
const home = { homeType: 'terraced', surface: '135' }
const energy = { region: 'Flanders', currentLabel: 'e' }
const works = { works: ['walls', 'roof'] }
const person = {
  locale: 'nl',
  title: 'mr',
  firstName: 'Pieter',
  lastName: 'Janssens',
  email: 'Pieter@Example.be',
  phone: '0498 76 54 32',
  timeSlot: '',
}

/** What the form shows for an input a schema refuses: field name → the kit's error code. */
const refused = (
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: object,
) => {
  const result = schema.safeParse(input)
  return result.success ? {} : calculatorFieldErrors(result.error as never)
}

describe('renovation calculator steps', () => {
  it('has the home, the label, the works, then the result with the expert request', () => {
    expect(calculatorSteps.map((step) => Object.keys(step.shape))).toEqual([
      ['homeType', 'surface'],
      ['region', 'currentLabel'],
      ['works'],
      ['title', 'firstName', 'lastName', 'email', 'phone', 'locale', 'timeSlot'],
    ])
    expect(resultStep).toBe(3)
  })

  it('step 1: the type of home is one of the list', () => {
    expect(refused(homeStep, home)).toEqual({})
    expect(refused(homeStep, { ...home, homeType: '' })).toEqual({ homeType: 'required' })
    expect(refused(homeStep, { ...home, homeType: 'castle' })).toEqual({ homeType: 'required' })
  })

  it.each(['', 'big', '80.5', '19', '1001'])(
    'step 1: refuses the living area %j (whole m², 20 to 1000)',
    (surface) => {
      expect(refused(homeStep, { ...home, surface })).toEqual({ surface: 'invalid' })
    },
  )

  it('step 1: accepts the bounds of the living area', () => {
    expect(refused(homeStep, { ...home, surface: '20' })).toEqual({})
    expect(refused(homeStep, { ...home, surface: '1000' })).toEqual({})
  })

  it('step 2: the region is one of the three', () => {
    expect(refused(energyStep, { ...energy, region: 'Luxembourg' })).toEqual({
      region: 'required',
    })
    expect(refused(energyStep, { ...energy, region: '' })).toEqual({ region: 'required' })
  })

  it('step 2: the label exists, and exists on the region’s own scale', () => {
    expect(refused(energyStep, { ...energy, currentLabel: '' })).toEqual({
      currentLabel: 'choice',
    })
    expect(refused(energyStep, { ...energy, currentLabel: 'z' })).toEqual({
      currentLabel: 'choice',
    })
    expect(refused(energyStep, { region: 'Flanders', currentLabel: 'g' })).toEqual({
      currentLabel: 'choice',
    })
    expect(refused(energyStep, { region: 'Wallonia', currentLabel: 'b_plus' })).toEqual({
      currentLabel: 'choice',
    })
    expect(refused(energyStep, { region: 'Brussels', currentLabel: 'b_plus' })).toEqual({})
  })

  it('step 3: at least one work, each one of the list; one ticked box is a list of one', () => {
    expect(refused(worksStep, { works: [] })).toEqual({ works: 'atLeastOne' })
    expect(refused(worksStep, {})).toEqual({ works: 'atLeastOne' })
    expect(refused(worksStep, { works: ['roof', 'pool'] })).toEqual({ works: 'atLeastOne' })
    expect(worksStep.parse({ works: 'solar' })).toEqual({ works: ['solar'] })
  })

  it('step 4: the person is required, with a valid e-mail and phone', () => {
    expect(refused(expertStepSchema, person)).toEqual({})
    expect(
      refused(expertStepSchema, { ...person, title: '', firstName: ' ', lastName: '' }),
    ).toEqual({ title: 'required', firstName: 'required', lastName: 'required' })
    expect(refused(expertStepSchema, { ...person, email: 'pieter@', phone: '12' })).toEqual({
      email: 'email',
      phone: 'phone',
    })
    expect(refused(expertStepSchema, { ...person, email: '', phone: '' })).toEqual({
      email: 'required',
      phone: 'required',
    })
  })

  it('step 4: the time slot is optional, and a slot when given', () => {
    expect(expertStepSchema.parse(person).timeSlot).toBeUndefined()
    expect(expertStepSchema.parse({ ...person, timeSlot: '10:00-13:00' }).timeSlot).toBe(
      '10:00-13:00',
    )
    expect(refused(expertStepSchema, { ...person, timeSlot: 'tonight' })).toEqual({
      timeSlot: 'choice',
    })
  })

  it('step 4: the page language is one the site has', () => {
    expect(refused(expertStepSchema, { ...person, locale: 'es' })).toEqual({ locale: 'invalid' })
  })
})

describe('renovation expert request', () => {
  it('is the calculator’s input and the person, read from the form’s text', () => {
    expect(renovationExpertSchema.parse({ ...home, ...energy, ...works, ...person })).toEqual({
      homeType: 'terraced',
      surface: 135,
      region: 'Flanders',
      currentLabel: 'e',
      works: ['roof', 'walls'],
      locale: 'nl',
      title: 'mr',
      firstName: 'Pieter',
      lastName: 'Janssens',
      email: 'pieter@example.be',
      phone: '0498 76 54 32',
      timeSlot: undefined,
    })
  })

  it('checks the calculator’s answers again with the person', () => {
    expect(
      refused(renovationExpertSchema, {
        ...home,
        surface: '5',
        region: 'Flanders',
        currentLabel: 'g',
        works: [],
        ...person,
        phone: '',
      }),
    ).toEqual({
      surface: 'invalid',
      currentLabel: 'choice',
      works: 'atLeastOne',
      phone: 'required',
    })
  })
})

describe('calculator error codes', () => {
  it('names each calculator field’s refusal in the kit’s words and keeps the others', () => {
    expect(
      calculatorErrors({
        homeType: 'invalid',
        surface: 'invalid',
        region: 'invalid',
        currentLabel: 'invalid',
        'works.2': 'invalid',
        email: 'email',
      }),
    ).toEqual({
      homeType: 'required',
      surface: 'invalid',
      region: 'required',
      currentLabel: 'choice',
      works: 'atLeastOne',
      email: 'email',
    })
  })
})
