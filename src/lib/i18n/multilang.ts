import { z } from '@/lib/zod'

/** Multi-language content: a plain string, or an object keyed by language code. */
export const multiLangSchema = z.union([z.string(), z.record(z.string(), z.string())])
export type MultiLangValue = z.infer<typeof multiLangSchema>

/**
 * Resolves multi-language content for `lang`: the key as-is, then upper-cased (specification §3),
 * then the fallback language. A plain string is the same in every language.
 */
export function localize(
  value: MultiLangValue | null | undefined,
  lang: string,
  fallback?: string,
): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  for (const key of [lang, lang.toUpperCase(), fallback, fallback?.toUpperCase()]) {
    if (key !== undefined && typeof value[key] === 'string') return value[key]
  }
  return ''
}
