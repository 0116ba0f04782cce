import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { EditIssue } from '@/lib/site-config/site-config-edit'
import { fieldForPath } from './settings-form-model'

/**
 * The issues of a refused document as the form shows them: each by the field of its path (its
 * first issue) or, for an issue of a whole list, by the list, in the member's language; issues of fields the form does not have (a document
 * stored with a fault elsewhere) apart, with their path.
 */
export async function localizeIssues(
  lang: Language,
  issues: readonly EditIssue[],
  names: readonly string[],
  lists: readonly string[] = [],
): Promise<{ errors: Record<string, string>; otherErrors: string[] }> {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.settings' })
  const errors: Record<string, string> = {}
  const otherErrors: string[] = []
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    const message = t(`errors.${issue.code}`, issue.params ?? {})
    const field = fieldForPath(path, names) ?? lists.find((list) => list === path)
    if (field) errors[field] ??= message
    else otherErrors.push(t('elsewhere', { path, message }))
  }
  return { errors, otherErrors }
}
