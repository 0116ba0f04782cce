import { z } from '@/lib/zod'

export const conditionOperators = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'greaterOrEqual',
  'lessOrEqual',
  'contains',
  'isEmpty',
  'isNotEmpty',
] as const
export type ConditionOperator = (typeof conditionOperators)[number]

const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])

export type ConditionGroup = { all: ConditionNode[] } | { any: ConditionNode[] }
export type ConditionNode = ConditionRule | ConditionGroup

/**
 * A display rule from the site configuration (specification §3): compare `field` of a record
 * with another field or a fixed value; `advancedCondition` adds nested all/any groups.
 * Fields are dotted paths ('details.surfaces.garden').
 */
export type ConditionRule = {
  field?: string
  logic?: ConditionOperator
  compareWithField?: string
  compareWithValue?: z.infer<typeof scalarSchema>
  advancedCondition?: ConditionGroup
}

export const conditionGroupSchema: z.ZodType<ConditionGroup> = z.lazy(() =>
  z.union([
    z.object({ all: z.array(conditionNodeSchema) }),
    z.object({ any: z.array(conditionNodeSchema) }),
  ]),
)

export const conditionRuleSchema: z.ZodType<ConditionRule> = z.object({
  field: z.string().min(1).optional(),
  logic: z.enum(conditionOperators).optional(),
  compareWithField: z.string().min(1).optional(),
  compareWithValue: scalarSchema.optional(),
  advancedCondition: conditionGroupSchema.optional(),
})

const conditionNodeSchema: z.ZodType<ConditionNode> = z.lazy(() =>
  z.union([conditionGroupSchema, conditionRuleSchema]),
)

/** Reads a dotted path through own properties only, so 'constructor' or '__proto__' find nothing. */
function read(record: unknown, path: string): unknown {
  let value = record
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Numbers and numeric text compare as numbers ('3' equals 3); other values as they are. */
function comparable(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value)
  }
  return value ?? null
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}

function equals(a: unknown, b: unknown): boolean {
  return comparable(a) === comparable(b)
}

/** -1, 0 or 1 when both sides are numbers or both are text (ISO dates sort as text); else null. */
function order(a: unknown, b: unknown): number | null {
  const left = comparable(a)
  const right = comparable(b)
  if (typeof left === 'number' && typeof right === 'number') return Math.sign(left - right)
  if (typeof left === 'string' && typeof right === 'string')
    return left < right ? -1 : left > right ? 1 : 0
  return null
}

function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((entry) => equals(entry, expected))
  if (
    typeof actual === 'string' &&
    (typeof expected === 'string' || typeof expected === 'number')
  ) {
    return actual.toLowerCase().includes(String(expected).toLowerCase())
  }
  return false
}

function compare(rule: ConditionRule, record: unknown): boolean {
  if (!rule.field || !rule.logic) return false
  const actual = read(record, rule.field)
  if (rule.logic === 'isEmpty') return isEmpty(actual)
  if (rule.logic === 'isNotEmpty') return !isEmpty(actual)

  // A binary operator needs something to compare with; the other field wins over a fixed value.
  let expected: unknown
  if (rule.compareWithField !== undefined) expected = read(record, rule.compareWithField)
  else if (rule.compareWithValue !== undefined) expected = rule.compareWithValue
  else return false

  const sign = order(actual, expected)
  switch (rule.logic) {
    case 'equals':
      return equals(actual, expected)
    case 'notEquals':
      return !equals(actual, expected)
    case 'greaterThan':
      return sign !== null && sign > 0
    case 'lessThan':
      return sign !== null && sign < 0
    case 'greaterOrEqual':
      return sign !== null && sign >= 0
    case 'lessOrEqual':
      return sign !== null && sign <= 0
    case 'contains':
      return contains(actual, expected)
  }
}

function evaluateNode(node: ConditionNode, record: unknown): boolean {
  if ('all' in node) return node.all.every((child) => evaluateNode(child, record))
  if ('any' in node) return node.any.some((child) => evaluateNode(child, record))
  const hasComparison = node.field !== undefined || node.logic !== undefined
  if (!hasComparison && !node.advancedCondition) return false
  if (hasComparison && !compare(node, record)) return false
  return node.advancedCondition ? evaluateNode(node.advancedCondition, record) : true
}

/**
 * Whether a configured rule holds for a record, deciding if a field or section is shown. A rule
 * that does not parse, uses an unknown operator or fails in any way evaluates as false and never
 * breaks the page (specification §8). A rule with both a comparison and `advancedCondition` needs
 * both; an empty `all` group holds and an empty `any` group does not.
 */
export function evaluateCondition(rule: unknown, record: unknown): boolean {
  try {
    const parsed = conditionNodeSchema.safeParse(rule)
    return parsed.success && evaluateNode(parsed.data, record)
  } catch {
    return false
  }
}
