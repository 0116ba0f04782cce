import { inArray } from 'drizzle-orm'
import { alertChangeOf, changeAlert, type AlertChange } from '@/features/demand-alerts/manage-alert'
import { managedDemand } from '@/features/demand-alerts/manage-token'
import {
  alertCriteriaArrayFields,
  alertCriteriaSchema,
} from '@/features/requests/demand-register/alert-criteria-schema'
import { fieldErrorParams, fieldErrors } from '@/lib/forms/field-errors'
import { formValues } from '@/lib/forms/form-values'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { propertyTypes } from '@/server/db/schema'
import { getLanguageSettings } from '@/server/site-config/site-config.server'

/**
 * The criteria form's post as a change, or the query that sends its field errors back to the
 * page (`error=<field>:<code>`, `zones=` the unknown zones): nothing is stored then.
 */
async function criteriaChange(form: FormData): Promise<AlertChange | URLSearchParams> {
  const parsed = alertCriteriaSchema.safeParse(formValues(form, alertCriteriaArrayFields))
  const known = parsed.success
    ? await db()
        .select({ id: propertyTypes.id })
        .from(propertyTypes)
        .where(inArray(propertyTypes.id, parsed.data.types))
    : []
  if (parsed.success && known.length !== parsed.data.types.length) {
    return new URLSearchParams({ error: 'types:choice' })
  }
  if (!parsed.success) {
    const errors = new URLSearchParams()
    for (const [field, code] of Object.entries(fieldErrors(parsed.error))) {
      errors.append('error', `${field}:${code}`)
    }
    const unknown = fieldErrorParams(parsed.error).zones?.zones
    if (unknown) errors.set('zones', unknown)
    return errors
  }
  const input = parsed.data
  return {
    intent: 'criteria',
    criteria: {
      typeIds: input.types,
      priceMin: input.priceMin ?? null,
      priceMax: input.priceMax ?? null,
      bedroomsMin: input.bedroomsMin ?? null,
      bedroomsMax: input.bedroomsMax ?? null,
      zips: input.zones.zips,
      keep: input.keep,
    },
  }
}

/**
 * The edit page's forms (criteria, frequency, pause, resume, delete), posted without JavaScript.
 * The signed token is the only authority: it names the alert. Answers 303 to the page, with what
 * was done, the criteria's field errors or that the link does not work, so a reload never posts
 * again.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const form = await request.formData().catch(() => new FormData())
  const id = managedDemand(token)
  const parsed =
    form.get('intent') === 'criteria' ? await criteriaChange(form) : alertChangeOf(form)
  const change = parsed instanceof URLSearchParams ? null : parsed
  const done = id !== null && change !== null && (await changeAlert(db(), id, change))
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const lang = form.get('lang')
  const language = isSupportedLanguage(lang) && enabled.includes(lang) ? lang : defaultLanguage
  const signed = `token=${encodeURIComponent(token)}`
  const query = done
    ? change.intent === 'delete'
      ? 'done=delete'
      : `${signed}&done=${change.intent}`
    : id !== null && parsed instanceof URLSearchParams
      ? `${signed}&${parsed.toString()}`
      : 'link=invalid'
  const page = localizedUrl(language, 'demand-alerts/manage', defaultLanguage)
  return new Response(null, {
    status: 303,
    headers: { Location: `${page}?${query}`, 'Cache-Control': 'no-store' },
  })
}
