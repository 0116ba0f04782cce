import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { saveSettingsSection } from './settings-actions'
import { SettingsForm } from './settings-form'
import type { SettingsSection } from './settings-sections'
import { sectionState } from './settings-state'
import { readSettings } from './settings-store'

/** One section of the configuration, filled from the draft (or the published configuration). */
export async function SettingsSectionPage({
  lang,
  section,
}: {
  lang: Language
  section: SettingsSection
}) {
  const [t, { defaultLanguage }, settings] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.settings' }),
    getLanguageSettings(),
    readSettings(db()),
  ])
  const initial = await sectionState(
    lang,
    section,
    settings.draft ?? settings.published,
    settings.token,
  )
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'settings')}>{t('back')}</a>
      </p>
      <h1>{t(`sections.${section}`)}</h1>
      <p>{t(settings.draft ? 'editingDraft' : 'editingPublished')}</p>
      <SettingsForm
        action={saveSettingsSection}
        section={section}
        initial={initial}
        labels={{
          saveDraft: t('saveDraft'),
          moveUp: t('moveUp'),
          moveDown: t('moveDown'),
          remove: t('remove'),
          reload: t('reload'),
        }}
      />
    </>
  )
}
