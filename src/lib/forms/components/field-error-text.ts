'use client'
import { useTranslations } from 'next-intl'
import { uploadErrorCodes, type UploadErrorCode } from '@/lib/forms/uploads/cv-file'
import { maxUploadMegabytes } from '@/lib/forms/uploads/upload-limits'
import { formatNumber } from '@/lib/format/number-format'
import type { FieldErrorCode } from '@/lib/forms/form-state'

const isUploadErrorCode = (code: FieldErrorCode): code is UploadErrorCode =>
  (uploadErrorCodes as readonly string[]).includes(code)

/**
 * The text of a field's error: `forms.errors.<code>` with the field's label (and what else the
 * message names, `params`), or for an upload's
 * refusal `upload.errors.<code>` (a form with a CV field passes the `upload` messages).
 */
export function useFieldErrorText() {
  const forms = useTranslations('forms.errors')
  const upload = useTranslations('upload.errors')
  return (code: FieldErrorCode, label: string, params: Record<string, string> = {}) =>
    isUploadErrorCode(code)
      ? upload(code, { maxMegabytes: formatNumber(maxUploadMegabytes) })
      : forms(code, { ...params, field: label })
}
