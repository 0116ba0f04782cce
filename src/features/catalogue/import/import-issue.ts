import type { z } from '@/lib/zod'
import type { ImportIssue, ImportMessage } from '@/server/db/schema'
import { fieldPath } from './format-issues'

export type { ImportIssue, ImportMessage }

/**
 * One reason a record was refused: the field, a message code with its parameters (the back
 * office says it in the member's language) and the English line the command prints.
 */
export function importIssue(
  field: string,
  code: string,
  english: string,
  params?: ImportIssue['params'],
): ImportIssue {
  return { field, code, ...(params ? { params } : {}), text: `${field}: ${english}` }
}

/** An AgentID the site has no agent for. */
export const unknownAgent = (value: number): ImportIssue =>
  importIssue('AgentID', 'unknownAgent', `${value} is not an agent of the site`, {
    value: String(value),
  })

/** The English lines of `issues`, as `npm run import` prints them. */
export const issueTexts = (issues: readonly ImportIssue[]): string[] =>
  issues.map((issue) => issue.text)

/**
 * The issues of a record the feed schema refused. A custom rule names its code in `params`; the
 * others are told by zod's issue kind (parse with `reportInput`, so a missing field is known).
 */
export function schemaIssues(error: z.ZodError, root = '(record)'): ImportIssue[] {
  return error.issues.map((issue) => {
    const { code, params } = codeOf(issue)
    return importIssue(fieldPath(issue.path, root), code, issue.message, params)
  })
}

function codeOf(issue: z.core.$ZodIssue): Pick<ImportIssue, 'code' | 'params'> {
  switch (issue.code) {
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as Record<string, string | number>
      return typeof code === 'string' ? { code, params } : { code: 'invalid' }
    }
    case 'invalid_type':
      return issue.input === undefined
        ? { code: 'required' }
        : { code: 'type', params: { expected: issue.expected } }
    case 'too_small': {
      const limit = Number(issue.minimum)
      if (issue.origin === 'string')
        return limit <= 1 ? { code: 'empty' } : { code: 'tooShort', params: { limit } }
      return { code: issue.origin === 'array' ? 'tooFew' : 'min', params: { limit } }
    }
    case 'too_big': {
      const limit = Number(issue.maximum)
      const code =
        issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooMany' : 'max'
      return { code, params: { limit } }
    }
    case 'invalid_value':
      return { code: 'oneOf', params: { values: issue.values.map(String).join(', ') } }
    case 'invalid_format':
      return { code: 'format', params: { format: issue.format } }
    default:
      return { code: 'invalid' }
  }
}
