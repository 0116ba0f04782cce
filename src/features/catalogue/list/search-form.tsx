import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { MultiLang } from '@/server/db/schema'
import { epcLabelText, type EpcLabel } from '@/lib/belgium/epc'
import {
  features,
  regionFilters,
  sortOrders,
  type SearchState,
} from '@/features/catalogue/search/search-params'
import { PropertyTypeIcon } from '@/features/catalogue/helpers/property-type-icon'
import { PlaceInput } from './place-input'
import styles from './list.module.css'
import fieldStyles from './search-field.module.css'

// The labels a visitor is offered; the regional sub-labels are still accepted in a shared URL.
const epcChoices: EpcLabel[] = ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g']
const bedroomChoices = [1, 2, 3, 4, 5]
const bathroomChoices = [1, 2, 3]

/** The search form: a plain GET form, so filters live in the URL and work without JavaScript. */
export async function SearchForm({
  state,
  listUrl,
  types,
  lang,
  fallbackLanguage,
}: {
  state: SearchState
  listUrl: string
  types: { id: number; webId: number; name: MultiLang }[]
  lang: Language
  fallbackLanguage: Language
}) {
  const [t, search, filters] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.list' }),
    getTranslations({ locale: lang, namespace: 'catalogue.search' }),
    getTranslations({ locale: lang, namespace: 'catalogue.filters' }),
  ])
  const moreOpen =
    state.region !== undefined ||
    state.baths !== undefined ||
    state.area !== undefined ||
    state.new === true ||
    state.features.length > 0 ||
    state.epc.length > 0
  return (
    <form
      method="get"
      action={listUrl}
      className={styles.form}
      role="search"
      aria-label={t('searchLabel')}
    >
      <fieldset className={styles.types}>
        <legend>{search('filters.type')}</legend>
        {types.map((type) => (
          <label key={type.id} className={styles.check}>
            <input
              type="checkbox"
              name="type"
              value={type.id}
              defaultChecked={state.type.includes(type.id)}
            />
            <PropertyTypeIcon webId={type.webId} className={styles.typeIcon} />
            {localize(type.name, lang, fallbackLanguage)}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <label className={fieldStyles.field}>
          <span>{search('filters.minPrice')}</span>
          <input
            type="number"
            name="min"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={state.min}
          />
        </label>
        <label className={fieldStyles.field}>
          <span>{search('filters.maxPrice')}</span>
          <input
            type="number"
            name="max"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={state.max}
          />
        </label>
        <label className={fieldStyles.field}>
          <span>{search('filters.bedrooms')}</span>
          <select name="beds" defaultValue={state.beds ?? ''}>
            <option value="">{t('any')}</option>
            {bedroomChoices.map((count) => (
              <option key={count} value={count}>
                {t('bedroomsAtLeast', { count })}
              </option>
            ))}
          </select>
        </label>
        <PlaceInput
          label={search('filters.place')}
          hint={filters('placeHint')}
          defaultValue={state.place.join(', ')}
          lang={lang}
        />
      </div>
      <details className={styles.more} open={moreOpen}>
        <summary>{t('moreFilters')}</summary>
        <div className={styles.row}>
          <label className={fieldStyles.field}>
            <span>{search('filters.area')}</span>
            <input
              type="number"
              name="area"
              min={1}
              step={1}
              inputMode="numeric"
              defaultValue={state.area}
            />
          </label>
          <label className={fieldStyles.field}>
            <span>{search('filters.bathrooms')}</span>
            <select name="baths" defaultValue={state.baths ?? ''}>
              <option value="">{t('any')}</option>
              {bathroomChoices.map((count) => (
                <option key={count} value={count}>
                  {t('bedroomsAtLeast', { count })}
                </option>
              ))}
            </select>
          </label>
          <label className={`${styles.check} ${styles.single}`}>
            <input type="checkbox" name="new" value="1" defaultChecked={state.new === true} />
            {search('filters.new')}
          </label>
          <label className={fieldStyles.field}>
            <span>{search('filters.region')}</span>
            <select name="region" defaultValue={state.region ?? ''}>
              <option value="">{t('any')}</option>
              {regionFilters.map((region) => (
                <option key={region} value={region}>
                  {search(`regions.${region}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.group}>
            <legend>{search('filters.features')}</legend>
            {features.map((feature) => (
              <label key={feature} className={styles.check}>
                <input
                  type="checkbox"
                  name="features"
                  value={feature}
                  defaultChecked={state.features.includes(feature)}
                />
                {search(`features.${feature}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{search('filters.epc')}</legend>
            {epcChoices.map((label) => (
              <label key={label} className={styles.check}>
                <input
                  type="checkbox"
                  name="epc"
                  value={label}
                  defaultChecked={state.epc.includes(label)}
                />
                {epcLabelText(label)}
              </label>
            ))}
          </fieldset>
        </div>
      </details>
      <div className={styles.actions}>
        <label className={fieldStyles.field}>
          <span>{search('sort.label')}</span>
          <select name="sort" defaultValue={state.sort}>
            {sortOrders.map((sort) => (
              <option key={sort} value={sort}>
                {search(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {state.view !== 'grid' && <input type="hidden" name="view" value={state.view} />}
        {/* The map's area stays while the other filters change; the list page removes it. */}
        {state.bbox && <input type="hidden" name="bbox" value={state.bbox} />}
        {state.polygon && <input type="hidden" name="polygon" value={state.polygon} />}
        <button type="submit" className={fieldStyles.submit}>
          {t('submit')}
        </button>
        <a href={listUrl} className={styles.reset}>
          {t('reset')}
        </a>
      </div>
    </form>
  )
}
