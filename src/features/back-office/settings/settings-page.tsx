import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { discardSettings, publishSettings, revertPublishedSettings } from './settings-actions'
import { changedSections, settingsSections } from './settings-sections'
import { readSettings } from './settings-store'
import own from './settings.module.css'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['published', 'reverted', 'discarded', 'nothing', 'conflict'] as const

/** The configuration: its sections, the draft and what it changes, publish and revert. */
export async function SettingsPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, { defaultLanguage }, settings] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.settings' }),
    getLanguageSettings(),
    readSettings(db()),
  ])
  const shown = notices.find((value) => value === notice)
  const changed = settings.draft ? changedSections(settings.published, settings.draft) : []
  const token = <input type="hidden" name="token" value={settings.token} />
  if (shown) {
    const error = shown === 'conflict'
    reportActionResult({ text: t(`notice.${shown}`), role: error ? 'alert' : 'status', error })
  }
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <section className={styles.panel} aria-labelledby="settings-sections">
        <h2 id="settings-sections">{t('sectionsHeading')}</h2>
        <ul className={own.sections}>
          {settingsSections.map((section) => (
            <li key={section}>
              <a href={adminHref(lang, defaultLanguage, 'settings', section)}>
                {t(`sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="settings-draft">
        <h2 id="settings-draft">{t('draft.heading')}</h2>
        {!settings.draft ? (
          <p>{t('draft.none')}</p>
        ) : changed.length === 0 ? (
          <p>{t('draft.same')}</p>
        ) : (
          <>
            <p>{t('draft.changed')}</p>
            <ul>
              {changed.map((section) => (
                <li key={section}>
                  <a href={adminHref(lang, defaultLanguage, 'settings', section)}>
                    {t(`sections.${section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {settings.draft && (
          <p>
            <a href={localizedUrl(lang, 'preview', defaultLanguage)}>{t('draft.preview')}</a> (
            {t('draft.previewHint')})
          </p>
        )}
        {settings.draft && (
          <div className={styles.actions}>
            <ActionForm action={publishSettings}>
              {token}
              <button type="submit" className={styles.button}>
                {t('draft.publish')}
              </button>
            </ActionForm>
            <ActionForm action={discardSettings}>
              {token}
              <button type="submit" className={own.secondary}>
                {t('draft.discard')}
              </button>
            </ActionForm>
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="settings-revert">
        <h2 id="settings-revert">{t('revert.heading')}</h2>
        {settings.canRevert ? (
          <>
            <p>{t('revert.text')}</p>
            <ActionForm action={revertPublishedSettings}>
              {token}
              <button type="submit" className={own.secondary}>
                {t('revert.button')}
              </button>
            </ActionForm>
          </>
        ) : (
          <p>{t('revert.none')}</p>
        )}
      </section>
    </>
  )
}
