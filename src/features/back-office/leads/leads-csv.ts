import { getTranslations } from 'next-intl/server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { csvDocument } from '@/lib/format/csv'
import { leadDateTime } from './lead-format'
import { isLeadKind } from './lead-kinds'
import type { LeadRow } from './lead-queries'
import { leadStatuses, type LeadStatus } from './lead-schema'

/**
 * What the visitor sent, as one cell: `field: value` lines, without technical fields; a booking's
 * slot as the visit's day and time, as the lead's page shows it.
 */
function sentText(data: Record<string, unknown>, visit: string | null): string {
  const sent = Object.entries(data)
    .filter(
      ([key, value]) =>
        key !== 'requestId' &&
        key !== 'slotId' &&
        value !== null &&
        value !== '' &&
        value !== undefined,
    )
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return [...(visit ? [visit] : []), ...sent].join('\n')
}

const isStatus = (value: string): value is LeadStatus =>
  (leadStatuses as readonly string[]).includes(value)

/** The filtered inbox as a spreadsheet-safe CSV in the member's language. */
export async function leadsCsv(lang: Language, rows: LeadRow[]): Promise<string> {
  const [t, kinds, languages] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getTranslations({ locale: lang, namespace: 'requestMail.subjects' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
  ])
  const header = [
    t('export.id'),
    t('leads.date'),
    t('leads.kind'),
    t('lead.language'),
    t('export.firstName'),
    t('export.lastName'),
    t('lead.email'),
    t('lead.phone'),
    t('leads.status'),
    t('leads.assignee'),
    t('leads.about'),
    t('lead.details'),
  ]
  return csvDocument([
    header,
    ...rows.map((row) => [
      String(row.id),
      leadDateTime(lang, row.createdAt),
      isLeadKind(row.kind) ? kinds(row.kind) : row.kind,
      isSupportedLanguage(row.locale) ? languages(row.locale) : row.locale,
      row.firstName ?? '',
      row.lastName ?? '',
      row.email,
      row.phone ?? '',
      isStatus(row.status) ? t(`status.${row.status}`) : row.status,
      row.assigneeName ?? '',
      row.propertyReference ?? row.projectName ?? '',
      sentText(
        row.data,
        row.visitStartsAt && `${t('lead.visit')}: ${leadDateTime(lang, row.visitStartsAt)}`,
      ),
    ]),
  ])
}
