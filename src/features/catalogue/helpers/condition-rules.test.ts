import { describe, expect, it } from 'vitest'
import { conditionRuleSchema, evaluateCondition } from './condition-rules'

const property = {
  goal: 0,
  price: 349000,
  minimumPrice: 300000,
  priceText: '349000',
  bedrooms: 3,
  region: 'Flanders',
  city: 'Kapelle-op-den-Bos',
  epcLabel: null,
  description: '',
  tags: ['garden', 'garage'],
  available: '2026-05-01',
  today: '2026-03-29',
  hasLift: false,
  details: { surfaces: { garden: 420 }, costs: {} },
}

describe('evaluateCondition: operators against a value', () => {
  it.each([
    ['equals', 'region', 'Flanders', true],
    ['equals', 'region', 'flanders', false],
    ['equals', 'goal', 0, true],
    ['equals', 'goal', '0', true],
    ['equals', 'priceText', 349000, true],
    ['equals', 'hasLift', false, true],
    ['equals', 'epcLabel', null, true],
    ['equals', 'missing', 'x', false],
    ['notEquals', 'region', 'Brussels', true],
    ['notEquals', 'region', 'Flanders', false],
    ['notEquals', 'missing', 'x', true],
    ['greaterThan', 'price', 300000, true],
    ['greaterThan', 'price', 349000, false],
    ['greaterThan', 'priceText', '1000', true],
    ['lessThan', 'bedrooms', 4, true],
    ['lessThan', 'bedrooms', 3, false],
    ['greaterOrEqual', 'bedrooms', 3, true],
    ['greaterOrEqual', 'bedrooms', 4, false],
    ['lessOrEqual', 'bedrooms', 3, true],
    ['lessOrEqual', 'bedrooms', 2, false],
    ['greaterThan', 'available', '2026-04-30', true],
    ['lessThan', 'available', '2026-04-30', false],
    ['contains', 'city', 'op-den', true],
    ['contains', 'city', 'BOS', true],
    ['contains', 'city', 'Gent', false],
    ['contains', 'tags', 'garage', true],
    ['contains', 'tags', 'pool', false],
    ['contains', 'bedrooms', 3, false],
  ])('%s %s %j → %s', (logic, field, compareWithValue, expected) => {
    expect(evaluateCondition({ field, logic, compareWithValue }, property)).toBe(expected)
  })

  it('does not order values of different kinds', () => {
    expect(
      evaluateCondition({ field: 'region', logic: 'greaterThan', compareWithValue: 1 }, property),
    ).toBe(false)
    expect(
      evaluateCondition({ field: 'region', logic: 'lessOrEqual', compareWithValue: 1 }, property),
    ).toBe(false)
    expect(
      evaluateCondition({ field: 'missing', logic: 'lessThan', compareWithValue: 1 }, property),
    ).toBe(false)
    expect(
      evaluateCondition({ field: 'hasLift', logic: 'lessThan', compareWithValue: true }, property),
    ).toBe(false)
  })
})

describe('evaluateCondition: emptiness', () => {
  it.each([
    ['epcLabel', true],
    ['description', true],
    ['missing', true],
    ['details.costs', true],
    ['tags', false],
    ['hasLift', false],
    ['goal', false],
    ['region', false],
  ])('isEmpty %s → %s', (field, expected) => {
    expect(evaluateCondition({ field, logic: 'isEmpty' }, property)).toBe(expected)
    expect(evaluateCondition({ field, logic: 'isNotEmpty' }, property)).toBe(!expected)
  })

  it('counts blank text and an empty list as empty', () => {
    expect(evaluateCondition({ field: 'a', logic: 'isEmpty' }, { a: '   ' })).toBe(true)
    expect(evaluateCondition({ field: 'a', logic: 'isEmpty' }, { a: [] })).toBe(true)
  })
})

describe('evaluateCondition: compareWithField', () => {
  it('compares with another field of the record', () => {
    expect(
      evaluateCondition(
        { field: 'price', logic: 'greaterThan', compareWithField: 'minimumPrice' },
        property,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        { field: 'available', logic: 'lessThan', compareWithField: 'today' },
        property,
      ),
    ).toBe(false)
    expect(
      evaluateCondition(
        { field: 'price', logic: 'equals', compareWithField: 'priceText' },
        property,
      ),
    ).toBe(true)
  })

  it('prefers the other field over a fixed value', () => {
    expect(
      evaluateCondition(
        { field: 'price', logic: 'equals', compareWithField: 'priceText', compareWithValue: 1 },
        property,
      ),
    ).toBe(true)
  })

  it('compares with undefined when the other field is missing', () => {
    expect(
      evaluateCondition({ field: 'epcLabel', logic: 'equals', compareWithField: 'nope' }, property),
    ).toBe(true)
    expect(
      evaluateCondition(
        { field: 'price', logic: 'greaterThan', compareWithField: 'nope' },
        property,
      ),
    ).toBe(false)
  })

  it('reads dotted paths, through own properties only', () => {
    expect(
      evaluateCondition(
        { field: 'details.surfaces.garden', logic: 'greaterOrEqual', compareWithValue: 400 },
        property,
      ),
    ).toBe(true)
    expect(evaluateCondition({ field: 'details.x.y', logic: 'isEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'constructor', logic: 'isEmpty' }, property)).toBe(true)
    expect(evaluateCondition({ field: 'city.length', logic: 'isEmpty' }, property)).toBe(true)
  })
})

describe('evaluateCondition: advancedCondition', () => {
  const forSaleInFlanders = {
    all: [
      { field: 'goal', logic: 'equals', compareWithValue: 0 },
      { field: 'region', logic: 'equals', compareWithValue: 'Flanders' },
    ],
  }

  it('requires every rule of an all group and one rule of an any group', () => {
    expect(evaluateCondition({ advancedCondition: forSaleInFlanders }, property)).toBe(true)
    expect(
      evaluateCondition(
        {
          advancedCondition: {
            any: [
              { field: 'region', logic: 'equals', compareWithValue: 'Brussels' },
              { field: 'bedrooms', logic: 'greaterThan', compareWithValue: 2 },
            ],
          },
        },
        property,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        {
          advancedCondition: {
            any: [
              { field: 'region', logic: 'equals', compareWithValue: 'Brussels' },
              { field: 'bedrooms', logic: 'greaterThan', compareWithValue: 5 },
            ],
          },
        },
        property,
      ),
    ).toBe(false)
  })

  it('nests groups', () => {
    const rule = {
      advancedCondition: {
        all: [
          forSaleInFlanders,
          {
            any: [
              { field: 'tags', logic: 'contains', compareWithValue: 'pool' },
              {
                all: [
                  { field: 'details.surfaces.garden', logic: 'greaterThan', compareWithValue: 400 },
                ],
              },
            ],
          },
        ],
      },
    }
    expect(evaluateCondition(rule, property)).toBe(true)
    expect(evaluateCondition(rule, { ...property, region: 'Wallonia' })).toBe(false)
  })

  it('needs both the comparison and the advanced condition when a rule has both', () => {
    const rule = (region: string) => ({
      field: 'region',
      logic: 'equals',
      compareWithValue: region,
      advancedCondition: { all: [{ field: 'goal', logic: 'equals', compareWithValue: 0 }] },
    })
    expect(evaluateCondition(rule('Flanders'), property)).toBe(true)
    expect(evaluateCondition(rule('Brussels'), property)).toBe(false)
    expect(evaluateCondition(rule('Flanders'), { ...property, goal: 1 })).toBe(false)
  })

  it('treats an empty all group as true and an empty any group as false', () => {
    expect(evaluateCondition({ advancedCondition: { all: [] } }, property)).toBe(true)
    expect(evaluateCondition({ advancedCondition: { any: [] } }, property)).toBe(false)
  })

  it('accepts a bare group as the rule', () => {
    expect(evaluateCondition(forSaleInFlanders, property)).toBe(true)
  })
})

describe('evaluateCondition: failures are false', () => {
  it.each([
    ['an unknown operator', { field: 'price', logic: 'between', compareWithValue: 1 }],
    ['a missing operator', { field: 'price', compareWithValue: 1 }],
    ['a missing field', { logic: 'equals', compareWithValue: 1 }],
    ['a binary operator without anything to compare with', { field: 'price', logic: 'equals' }],
    ['an empty rule', {}],
    ['null', null],
    ['a string', 'price > 1'],
    ['an object value', { field: 'price', logic: 'equals', compareWithValue: { a: 1 } }],
    ['a bad group', { advancedCondition: { all: 'yes' } }],
    ['a group with a bad rule', { advancedCondition: { any: [{ field: 'a', logic: 'nope' }] } }],
  ])('for %s', (_name, rule) => {
    expect(evaluateCondition(rule, property)).toBe(false)
  })

  it('for a record that throws when read', () => {
    const record = Object.defineProperty({}, 'price', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(evaluateCondition({ field: 'price', logic: 'isEmpty' }, record)).toBe(false)
  })

  it('for a rule that refers to itself', () => {
    const group: { all: unknown[] } = { all: [] }
    group.all.push({ advancedCondition: group })
    expect(evaluateCondition({ advancedCondition: group }, property)).toBe(false)
  })

  it('for records that are not objects, where every field is missing', () => {
    expect(evaluateCondition({ field: 'price', logic: 'equals', compareWithValue: 1 }, null)).toBe(
      false,
    )
    expect(evaluateCondition({ field: 'length', logic: 'isNotEmpty' }, 'text')).toBe(false)
  })
})

describe('conditionRuleSchema', () => {
  it('accepts a full rule and rejects unknown operators', () => {
    const rule = {
      field: 'price',
      logic: 'greaterThan',
      compareWithValue: 100,
      advancedCondition: {
        any: [{ field: 'goal', logic: 'equals', compareWithField: 'goalDefault' }],
      },
    }
    expect(conditionRuleSchema.parse(rule)).toEqual(rule)
    expect(conditionRuleSchema.safeParse({ field: 'price', logic: 'like' }).success).toBe(false)
    expect(conditionRuleSchema.safeParse({ field: '', logic: 'isEmpty' }).success).toBe(false)
  })
})
