'use client'
import { useTranslations } from 'next-intl'
import { ChoiceGroup, FileField, TextArea, TextField } from '@/lib/forms/components/fields'
import { PersonFields, usePersonLabels } from '@/lib/forms/components/person-fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { cvAccept } from '@/lib/forms/uploads/cv-file'
import { maxUploadMegabytes } from '@/lib/forms/uploads/upload-limits'
import { formatNumber } from '@/lib/format/number-format'
import { cvRetentionMonths } from './cv-retention'
import { submitJobApplication } from './job-application-actions'
import { applicationKinds, jobApplicationSchema } from './job-application-schema'
import styles from './job-application.module.css'

export function JobApplicationForm({
  locale,
  privacyHref,
}: {
  locale: string
  privacyHref: string
}) {
  const t = useTranslations('jobApplication')
  const upload = useTranslations('upload.cv')
  const labels = {
    ...usePersonLabels(),
    application: t('application'),
    position: t('position'),
    motivation: t('motivation'),
    cv: upload('label'),
  }
  return (
    <RequestForm
      action={submitJobApplication}
      schema={jobApplicationSchema}
      fileFields={['cv']}
      labels={labels}
      submitLabel={t('submit')}
      hidden={{ locale }}
    >
      <PersonFields />
      <ChoiceGroup
        name="application"
        required
        options={applicationKinds.map((value) => ({
          value,
          label: t(`applicationKinds.${value}`),
        }))}
      />
      <TextField name="position" hint={t('positionHint')} />
      <TextArea name="motivation" required rows={6} />
      <FileField
        name="cv"
        required
        accept={cvAccept}
        hint={upload('hint', { maxMegabytes: formatNumber(maxUploadMegabytes) })}
      />
      <p className={styles.retention}>
        {t('retention', { months: formatNumber(cvRetentionMonths) })}
      </p>
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
