import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { ActionForm } from '@/lib/forms/components/action-form'
import { openProperty } from '@/features/owner-portal/actions'
import type { OwnerProperty } from './owner-properties'
import styles from './portal.module.css'

/** Chooses another of the owner's properties (a form, so it works without JavaScript). */
export async function PropertySwitcher({
  properties,
  current,
  lang,
  defaultLanguage,
}: {
  properties: OwnerProperty[]
  current: string
  lang: Language
  defaultLanguage: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.portal' })
  return (
    <ActionForm action={openProperty} className={styles.switcher}>
      <label htmlFor="portal-property">{t('chooseProperty')}</label>
      <select id="portal-property" name="reference" defaultValue={current}>
        {properties.map((property) => (
          <option key={property.id} value={property.reference}>
            {`${localize(property.title, lang, defaultLanguage) || property.reference} (${property.reference})`}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.secondaryButton}>
        {t('show')}
      </button>
    </ActionForm>
  )
}
