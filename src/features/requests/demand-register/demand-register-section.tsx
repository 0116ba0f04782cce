import { asc } from 'drizzle-orm'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { alertSearchSummary, zonePickerProps } from '@/features/demand-alerts/server'
import { alertFrequencies, parseAlertSearch } from '@/features/demand-alerts'
import { translatorFor } from '@/lib/i18n/server-translator'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { db } from '@/server/db/client'
import { propertyTypes } from '@/server/db/schema'
import { DemandRegisterForm } from './deferred-forms'
import type { TypeBranch } from './type-branch-list'
import { prefillFromQuery, type DemandQuery } from './demand-prefill'

/** The catalogue's type tree (roots in the search's order, then their subtypes), named in `lang`. */
export async function typeTree(lang: Language, fallback: Language): Promise<TypeBranch[]> {
  const rows = await db()
    .select()
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.webId), asc(propertyTypes.id))
  const name = (row: (typeof rows)[number]) => localize(row.name, lang, fallback)
  return rows
    .filter((row) => row.parentId === null)
    .map((root) => ({
      id: root.id,
      name: name(root),
      children: rows
        .filter((row) => row.parentId === root.id)
        .map((child) => ({ id: child.id, name: name(child) })),
    }))
}

/**
 * The demand register (page demand-register, module relation contact 15). A list page's "get an
 * e-mail alert for this search" link fills in its search through the query (demand-prefill.ts).
 */
export async function DemandRegisterSection({
  lang,
  query = {},
}: {
  lang: Language
  query?: DemandQuery
}) {
  const config = await getSiteConfig()
  const prefill = prefillFromQuery(query)
  const [privacyHref, types, picker, t] = await Promise.all([
    pageHref('privacy-statement', lang),
    typeTree(lang, config.defaultLanguage),
    zonePickerProps(lang, prefill.zones),
    translatorFor(lang),
  ])
  return (
    <FormMessages namespaces={['demandRegister']}>
      <DemandRegisterForm
        locale={lang}
        privacyHref={privacyHref}
        types={types}
        zones={{ ...picker, ...config.map }}
        defaultValues={prefill.values}
        alert={{
          search: prefill.search,
          summary: alertSearchSummary(parseAlertSearch(prefill.search), t),
          keptFilters: t('demandAlerts.form.keptFilters'),
          frequency: t('demandAlerts.form.frequency'),
          frequencies: alertFrequencies.map((value) => ({
            value,
            label: t(`demandAlerts.form.frequencies.${value}`),
          })),
        }}
      />
    </FormMessages>
  )
}
