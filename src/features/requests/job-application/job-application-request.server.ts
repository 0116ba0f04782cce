import 'server-only'
import { eq, sql } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import type { Translator } from '@/lib/i18n/server-translator'
import { objectStore } from '@/server/storage/shared-store.server'
import { formSubmissions, type OutboxAttachment } from '@/server/db/schema'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, type MailLine } from '@/server/requests/request-mail.server'
import { acceptCvUpload, removeStoredUpload } from '@/features/requests/uploads/store-upload.server'
import { cvRetentionMonths } from './cv-retention'
import { jobApplicationSchema, type JobApplicationInput } from './job-application-schema'
import { formatNumber } from '@/lib/format/number-format'

type StoredCv = { attachment: OutboxAttachment; kind: string; bytes: number }

function applicationLines(
  t: Translator,
  lang: Language,
  input: JobApplicationInput,
  cv: StoredCv,
): MailLine[] {
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
        filename: cv.attachment.filename,
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
 * code next to the field; if the request fails after the file was written, the file is removed.
 */
export const jobApplicationRequest: RequestSpec<typeof jobApplicationSchema, StoredCv> = {
  kind: 'job-application',
  schema: jobApplicationSchema,
  fileFields: ['cv'],
  person: kitPerson,
  data: ({ application, position, motivation }) => ({ application, position, motivation }),
  async store(input, { tx, submissionId, onFailure }) {
    const store = objectStore()
    const upload = await acceptCvUpload(input.cv, store)
    if (!upload.ok) return refuse({ status: 'invalid', errors: { cv: upload.code } })
    const { attachment } = upload
    onFailure(() => removeStoredUpload(store, attachment))
    await tx
      .update(formSubmissions)
      .set({ data: sql`${formSubmissions.data} || ${JSON.stringify({ cv: attachment })}::jsonb` })
      .where(eq(formSubmissions.id, submissionId))
    return { attachment, kind: upload.kind, bytes: input.cv.size }
  },
  summary: (input, t, { lang, found: cv }) => applicationLines(t, lang, input, cv),
  mail: (_input, { found: cv, visitorT }) => ({
    attachments: [cv.attachment],
    visitorNotes: [
      visitorT('jobApplication.mail.retention', { months: formatNumber(cvRetentionMonths) }),
    ],
  }),
}
