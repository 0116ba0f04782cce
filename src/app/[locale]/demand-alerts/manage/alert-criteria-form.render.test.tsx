import { describe, expect, it } from 'vitest'
import { renderToHtml } from '../../../../../tests/support/render-html'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/server-translator'
import { AlertCriteriaForm } from './alert-criteria-form'

const demand = {
  typeIds: [2],
  priceMin: 200_000,
  priceMax: 350_000,
  bedroomsMin: 2,
  bedroomsMax: null,
  zips: ['4000', '4030'],
  search: 'region=flanders&features=garden&epc=a',
}
const types = [
  { id: 1, name: 'Appartement', children: [] },
  { id: 2, name: 'Maison', children: [{ id: 3, name: 'Villa' }] },
]

const render = async (lang: Language, errors: Record<string, string> = {}) =>
  renderToHtml(
    <AlertCriteriaForm
      action="/api/demand-alerts/manage/?token=t"
      lang={lang}
      demand={demand}
      types={types}
      errors={errors}
      unknownZones="Atlantis"
      t={await translatorFor(lang)}
    />,
  )

describe("the criteria form of an alert's edit page", () => {
  it('is a plain form with the stored criteria and a ticked box per kept list filter', async () => {
    const html = await render('en')
    expect(html).not.toContain('<script')
    expect(html).toContain('method="post"')
    expect(html).toContain('action="/api/demand-alerts/manage/?token=t"')
    expect(html).toMatch(/name="types" checked="" value="2"/)
    expect(html).not.toMatch(/name="types" checked="" value="1"/)
    expect(html).toMatch(/name="priceMax"[^>]*value="350000"/)
    expect(html).toMatch(/name="zones"[^>]*value="4000, 4030"/)
    for (const key of ['region', 'features', 'epc']) {
      expect(html).toContain(`name="keep" checked="" value="${key}"`)
    }
    expect(html).toContain('Garden')
  })

  it.each(supportedLanguages)('names each refused field in %s, tied to its input', async (lang) => {
    const html = await render(lang, { priceMax: 'range', zones: 'unknownZone' })
    const t = await translatorFor(lang)
    const max = t('demandRegister.max.price')
    expect(html).toContain(t('forms.errors.range', { field: max }))
    expect(html).toContain('Atlantis')
    expect(html).toMatch(/aria-invalid="true" aria-describedby="criteria-priceMax-error"/)
    expect(html).toContain('id="criteria-priceMax-error"')
    expect(html).toContain(t('demandAlerts.manage.criteriaRefused'))
  })
})
