import type { Language } from '@/lib/i18n/languages'
import type { EditIssue } from '@/lib/site-config/site-config-edit'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { localizeIssues } from './settings-errors'
import { sectionGroups } from './settings-fields'
import { fieldNames, listNames, type SettingsFormState } from './settings-form-model'
import type { SettingsSection } from './settings-sections'

/** A section form's state: `config`'s values, with the issues of a refused save by field. */
export async function sectionState(
  lang: Language,
  section: SettingsSection,
  config: SiteConfig,
  token: string,
  answer: Pick<SettingsFormState, 'notice' | 'conflict'> & { issues?: readonly EditIssue[] } = {},
): Promise<SettingsFormState> {
  const groups = await sectionGroups(lang, section, config)
  const { errors, otherErrors } = await localizeIssues(
    lang,
    answer.issues ?? [],
    fieldNames(groups),
    listNames(groups),
  )
  return {
    stamp: Date.now(),
    token,
    groups,
    errors,
    otherErrors,
    notice: answer.notice,
    conflict: answer.conflict,
  }
}
