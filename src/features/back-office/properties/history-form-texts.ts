import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { ownerHistoryStatuses, ownerHistoryTypes } from '@/lib/owner-history/owner-history-rules'
import type { HistoryFormTexts } from './history-form'

/** The history form's texts; types and states named as the owner portal names them. */
export async function historyFormTexts(lang: Language): Promise<Omit<HistoryFormTexts, 'submit'>> {
  const [t, portal] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.properties' }),
    getTranslations({ locale: lang, namespace: 'ownerPortal.history' }),
  ])
  return {
    labels: {
      occurredAt: t('form.occurredAt'),
      type: t('form.type'),
      contact: t('form.contact'),
      subject: t('form.subject'),
      comment: t('form.comment'),
      status: t('form.status'),
      source: t('form.source'),
    },
    dateHint: t('form.dateHint'),
    sourceHint: t('form.sourceHint'),
    noStatus: t('form.noStatus'),
    types: ownerHistoryTypes.map((type) => [type, portal('typeName', { type })]),
    statuses: ownerHistoryStatuses.map((status) => [status, portal('statusName', { status })]),
    errorSummary: t('form.errorSummary'),
    errors: {
      dateInvalid: t('errors.dateInvalid'),
      typeRequired: t('errors.typeRequired'),
      subjectRequired: t('errors.subjectRequired'),
      tooLong: t('errors.tooLong'),
    },
  }
}
