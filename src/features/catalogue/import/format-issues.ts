import type { z } from '@/lib/zod'

/** `Photos[2].Url` for the path ['Photos', 2, 'Url']; `root` for the value itself. */
export function fieldPath(path: readonly PropertyKey[], root = '(record)'): string {
  let result = ''
  for (const key of path) {
    if (typeof key === 'number') result += `[${key}]`
    else result += result ? `.${String(key)}` : String(key)
  }
  return result || root
}

/** One line per problem, each naming the field it is about, so the CRM operator can fix it. */
export function formatIssues(error: z.ZodError, root = '(record)'): string[] {
  return error.issues.map((issue) => `${fieldPath(issue.path, root)}: ${issue.message}`)
}
