import type { Language } from '@/lib/i18n/languages'
import { epcImagePath, isEpcLabelOf } from '@/lib/belgium/epc'
import { isRegion } from '@/lib/belgium/region'
import { formatFieldValue, type DetailTexts } from './format-value'
import type { VisibleField } from './sections'
import styles from './detail.module.css'

/** The fields of one section as a definition list; the EPC label also as its label image. */
export function FieldList({
  fields,
  lang,
  texts,
  region,
}: {
  fields: VisibleField[]
  lang: Language
  texts: DetailTexts
  region: string | null
}) {
  const rows = fields.flatMap(({ definition, value }) => {
    const text = formatFieldValue(definition, value, { lang, texts })
    return text ? [{ definition, value, text }] : []
  })
  if (rows.length === 0) return null
  return (
    <dl className={styles.fields}>
      {rows.map(({ definition, value, text }) => {
        const label = typeof value === 'string' ? value.trim().toLowerCase() : ''
        const image =
          definition.format === 'epcLabel' && isRegion(region) && isEpcLabelOf(region, label)
            ? epcImagePath(region, label)
            : null
        return (
          <div key={definition.id} className={styles.field}>
            <dt>{texts.t(`fields.${definition.id}`)}</dt>
            <dd>
              {image ? (
                <span className={styles.epc}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a generated 120×48 label */}
                  <img
                    src={image}
                    alt={texts.t('epcImageAlt', { label: text })}
                    width={120}
                    height={48}
                    loading="lazy"
                  />
                  <span aria-hidden="true">{text}</span>
                </span>
              ) : (
                text
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
