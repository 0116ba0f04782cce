import type { getTranslations } from 'next-intl/server'
import type { ImportIssue, ImportMessage } from '@/server/db/schema'

export type ImportsTranslator = Awaited<ReturnType<typeof getTranslations<'backOffice.imports'>>>

// The codes the feed import and the CRM sync report (src/features/catalogue/import/import-issue.ts,
// the feed schema's rules), each a message of backOffice.imports.issues.
const issueCodes = [
  'required',
  'type',
  'empty',
  'tooShort',
  'tooLong',
  'min',
  'max',
  'tooFew',
  'tooMany',
  'oneOf',
  'format',
  'invalid',
  'epcLabel',
  'epcScale',
  'zipDigits',
  'zipBelgian',
  'coordinatesPair',
  'coordinatesZero',
  'notLanguage',
  'textNeeded',
  'photoLocation',
  'duplicateSlot',
  'duplicateHistoryKey',
  'duplicateReference',
  'unknownType',
  'unknownAgent',
  'unknownProject',
  'slugTaken',
  'failure',
  'photoOutsideFeed',
  'photoNotFound',
  'photoTooLarge',
  'photoTimeout',
  'photoDownload',
  'photoHttp',
  'photoRefused',
  'photoSize',
  'photoNotImage',
  'photoUndecodable',
  'nothingUnpublished',
  'massUnpublish',
  // The CRM sync's (src/features/crm/sync/sync-messages.ts).
  'crmAuth',
  'crmUnreachable',
  'crmTimeout',
  'crmRateLimited',
  'crmServer',
  'crmInvalidResponse',
  'crmRefused',
  'crmNotConfigured',
  'crmMassUnpublish',
  'crmUnreadable',
  'crmReportUrl',
  'crmAgentPhoto',
] as const
type IssueCode = (typeof issueCodes)[number]

const isIssueCode = (code: string): code is IssueCode =>
  (issueCodes as readonly string[]).includes(code)

/**
 * A line of an import's report (why a record or the feed was refused, a warning) in the member's
 * language. A run recorded before the report kept codes (decision 041) has English lines only,
 * and a code this version does not know keeps its English line: both are shown as they are,
 * marked English.
 */
export function issueLine(
  t: ImportsTranslator,
  line: ImportIssue | ImportMessage | string,
): { text: string; lang?: 'en' } {
  if (typeof line === 'string') return { text: line, lang: 'en' }
  if (!isIssueCode(line.code)) return { text: line.text, lang: 'en' }
  const message = t(`issues.${line.code}`, line.params ?? {})
  return { text: 'field' in line ? t('issueLine', { field: line.field, message }) : message }
}

/** Who started a run: the command, the CRM sync (its file name names the CRM), or a member. */
export function originText(
  run: { origin: string; staffName: string | null; fileName: string },
  t: ImportsTranslator,
): string {
  if (run.origin === 'command') return t('byCommand')
  if (run.origin === 'crm') return run.staffName ? `${t('byCrm')} (${run.staffName})` : t('byCrm')
  return run.staffName ?? '—'
}
