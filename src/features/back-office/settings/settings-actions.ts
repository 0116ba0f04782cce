'use server'

import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { formValues } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { actionAdminUrl } from '@/features/back-office/action-urls'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import {
  discardSettingsDraft,
  publishSettingsDraft,
  revertSettings,
  saveSettingsDraft,
  type SettingsResult,
} from './settings-changes'
import type { SettingsFormState } from './settings-form-model'
import { applyBrandUploads } from './brand-uploads.server'
import { applyRowOperation, applySection, isSettingsSection, Posted } from './settings-sections'
import { sectionState } from './settings-state'
import { readSettings } from './settings-store'

/**
 * A section form's "Save draft", or one of its list buttons (`op`: add, move or remove a row,
 * shown at once and saved with the next "Save draft"). Answers the form's new state, so what was
 * typed stays next to its errors, with or without JavaScript.
 */
export const saveSettingsSection = backOfficeAction(
  'saveSettingsSection',
  async ({ member, lang, form }, state: SettingsFormState): Promise<SettingsFormState> => {
    const values = formValues(form)
    const section = values.section
    if (!isSettingsSection(section)) redirect(await actionAdminUrl('settings'))
    const t = await getTranslations({ locale: lang, namespace: 'backOffice.settings' })
    const token = typeof values.token === 'string' ? values.token : ''
    const current = await readSettings(db())
    const edited = applySection(current.draft ?? current.published, section, new Posted(values))
    const operation = typeof values.op === 'string' ? values.op : ''
    if (operation) {
      // A list button never saves; one for no list of this section changes nothing.
      const changed = applyRowOperation(edited, section, operation)
      return sectionState(lang, section, edited, token, {
        notice: changed ? { text: t('notice.rows'), kind: 'status' } : undefined,
      })
    }
    const refused = section === 'branding' ? await applyBrandUploads(edited, form) : []
    if (refused.length > 0) {
      return sectionState(lang, section, edited, token, {
        issues: refused,
        notice: { text: t('invalid'), kind: 'alert' },
      })
    }
    const result = await saveSettingsDraft(db(), member, { section, token, config: edited })
    switch (result.status) {
      case 'saved':
        return sectionState(lang, section, edited, result.token, {
          notice: { text: t('notice.saved'), kind: 'status' },
        })
      case 'invalid':
        return sectionState(lang, section, edited, token, {
          issues: result.issues,
          notice: { text: t('invalid'), kind: 'alert' },
        })
      case 'conflict':
        return sectionState(lang, section, edited, token, {
          conflict: true,
          notice: { text: t('notice.conflict'), kind: 'alert' },
        })
      case 'forbidden':
        return state
    }
  },
)

async function answer(result: SettingsResult, done: string): Promise<never> {
  const notice = result === 'done' ? done : result
  redirect(`${await actionAdminUrl('settings')}?notice=${notice}`)
}

const postedToken = (form: FormData) => String(form.get('token') ?? '')

export const publishSettings = backOfficeAction(
  'publishSettings',
  async ({ member, form }): Promise<void> =>
    answer(await publishSettingsDraft(db(), member, postedToken(form)), 'published'),
)

export const revertPublishedSettings = backOfficeAction(
  'revertPublishedSettings',
  async ({ member, form }): Promise<void> =>
    answer(await revertSettings(db(), member, postedToken(form)), 'reverted'),
)

export const discardSettings = backOfficeAction(
  'discardSettings',
  async ({ member, form }): Promise<void> =>
    answer(await discardSettingsDraft(db(), member, postedToken(form)), 'discarded'),
)
