import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { rootTypes } from './type-options.server'
import styles from './quick-search.module.css'
import fieldStyles from './search-field.module.css'

/**
 * The home page's quick search (the configuration's `header.propertySearch`): type, town and
 * maximum price, sent as a plain GET form to the list of the button pressed, so it works without
 * JavaScript and brings none. Enter sends it to the first list.
 */
export async function QuickSearch({
  lang,
  fallbackLanguage,
  saleUrl,
  rentUrl,
}: {
  lang: Language
  fallbackLanguage: Language
  saleUrl?: string
  rentUrl?: string
}) {
  const action = saleUrl ?? rentUrl
  if (!action) return null
  const [types, t, search] = await Promise.all([
    rootTypes(),
    getTranslations({ locale: lang, namespace: 'catalogue.quickSearch' }),
    getTranslations({ locale: lang, namespace: 'catalogue.search' }),
  ])
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-labelledby="quick-search-title"
      className={styles.form}
    >
      <h2 id="quick-search-title" className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.fields}>
        <label className={fieldStyles.field}>
          <span>{search('filters.type')}</span>
          <select name="type" defaultValue="">
            <option value="">{t('anyType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {localize(type.name, lang, fallbackLanguage)}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldStyles.field}>
          <span>{search('filters.place')}</span>
          <input type="text" name="place" autoComplete="address-level2" maxLength={80} />
        </label>
        <label className={fieldStyles.field}>
          <span>{search('filters.maxPrice')}</span>
          <input type="number" name="max" min={0} inputMode="numeric" />
        </label>
      </div>
      <div className={styles.actions}>
        {saleUrl && (
          <button type="submit" formAction={saleUrl} className={fieldStyles.submit}>
            {t('sale')}
          </button>
        )}
        {rentUrl && (
          <button type="submit" formAction={rentUrl} className={fieldStyles.submit}>
            {t('rent')}
          </button>
        )}
      </div>
    </form>
  )
}
