import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import { formatNumber } from '@/lib/format/number-format'
import { env } from '@/lib/env.server'
import { formSubmissions } from '@/server/db/schema'
import { type RequestSpec, kitPerson } from '@/server/requests/process-request.server'
import { agencyOf, personLines, queueRequestMails } from '@/server/requests/request-mail.server'
import { acceptCvUpload, removeStoredUpload } from '@/features/requests/uploads/store-upload.server'
import { cvRetentionMonths } from './cv-retention'
import { jobApplicationSchema, type JobApplicationInput } from './job-application-schema'

type StoredCv = { filename: string; kind: string; bytes: number }

async function summary(lang: Language, input: JobApplicationInput, cv: StoredCv) {
  const t = await translatorFor(lang)
  const kilobytes = formatNumber(Math.max(1, Math.round(cv.bytes / 1024)))
  return [
    ...personLines(t, input),
    {
      label: t('jobApplication.application'),
      value: t(`jobApplication.applicationKinds.${input.application}`),
    },
    ...(input.position ? [{ label: t('jobApplication.position'), value: input.position }] : []),
    { label: t('jobApplication.motivation'), value: input.motivation },
    {
      label: t('upload.cv.label'),
      value: t('jobApplication.mail.cvFile', {
        filename: cv.filename,
        kind: cv.kind.toUpperCase(),
        size: kilobytes,
      }),
    },
  ]
}

/**
 * A job application (issue 4): the CV is checked by its content and stored outside the web root
 * (acceptCvUpload), attached to the agency's e-mail only (the visitor's confirmation names it),
 * and its place is kept with the submission. A refused CV refuses the request with its upload
 * code next to the field; if anything fails after the file was written, the file is removed.
 */
export const jobApplicationRequest: RequestSpec<typeof jobApplicationSchema> = {
  kind: 'job-application',
  schema: jobApplicationSchema,
  fileFields: ['cv'],
  person: kitPerson,
  data: ({ application, position, motivation }) => ({ application, position, motivation }),
  async store(input, { tx, submissionId, requestId, locale }) {
    const { DATA_DIR } = env()
    const upload = await acceptCvUpload(input.cv, DATA_DIR)
    if (!upload.ok) return { status: 'invalid', errors: { cv: upload.code }, values: {} }
    const { attachment } = upload
    try {
      const cv: StoredCv = {
        filename: attachment.filename,
        kind: upload.kind,
        bytes: input.cv.size,
      }
      await tx
        .update(formSubmissions)
        .set({ data: sql`${formSubmissions.data} || ${JSON.stringify({ cv: attachment })}::jsonb` })
        .where(eq(formSubmissions.id, submissionId))
      const visitorT = await translatorFor(locale)
      await queueRequestMails(tx, {
        kind: 'job-application',
        requestId,
        locale,
        person: input,
        agency: agencyOf(await getSiteConfig()),
        summary: (lang) => summary(lang, input, cv),
        attachments: [attachment],
        visitorNotes: [
          visitorT('jobApplication.mail.retention', { months: formatNumber(cvRetentionMonths) }),
        ],
      })
    } catch (error) {
      await removeStoredUpload(DATA_DIR, attachment)
      throw error
    }
  },
}
