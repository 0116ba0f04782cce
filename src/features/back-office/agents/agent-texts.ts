import 'server-only'
import { getTranslations } from 'next-intl/server'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import type { AgentFormTexts } from './agent-form'
import { spokenLanguageCodes, type AgentError } from './agent-schema'

const errorCodes = [
  'firstNameRequired',
  'lastNameRequired',
  'emailInvalid',
  'phoneInvalid',
  'tooLong',
  'languageUnknown',
  'slugInvalid',
  'slugTaken',
  'crmIdTaken',
  'photoInvalid',
  'photoTooLarge',
] as const satisfies readonly AgentError[]

/** The agent form's texts, its languages' names and the CRM's name, in the screen's language. */
export async function agentFormTexts(lang: Language, crm: string | null) {
  const [t, names] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.agents' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
  ])
  // The languages an agent speaks go beyond the site's: the browser's names for them.
  const spokenNames = new Intl.DisplayNames([lang], { type: 'language' })
  const texts: AgentFormTexts = {
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    phone: t('phone'),
    photo: t('photo'),
    photoHint: t('photoHint'),
    currentPhoto: t('currentPhoto'),
    removePhoto: t('removePhoto'),
    roles: t('roles'),
    rolesHint: t('rolesHint'),
    bios: t('bios'),
    languages: t('languages'),
    onTeamPage: t('onTeamPage'),
    onTeamPageHint: t('onTeamPageHint'),
    slug: t('slug'),
    slugHint: t('slugHint'),
    crmId: t('crmId', { crm: crm ?? '' }),
    crmIdHint: t('crmIdHint', { crm: crm ?? '' }),
    save: t('save'),
    errorSummary: t('errorSummary'),
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`errors.${code}`)])),
  }
  return {
    texts,
    siteLanguages: supportedLanguages.map((code): [string, string] => [code, names(code)]),
    spoken: spokenLanguageCodes.map((code): [string, string] => [
      code,
      spokenNames.of(code) ?? code,
    ]),
  }
}
