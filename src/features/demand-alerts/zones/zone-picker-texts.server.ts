import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { resolveZone } from './zones'
import type { ChosenZone, ZonePickerTexts } from './zone-picker-texts'

/**
 * What the demand form passes to ZonePicker: its texts in `lang` and the zones already chosen
 * (after a failed submission), named as the picker names them.
 */
export async function zonePickerProps(
  lang: Language,
  tokens: readonly string[],
): Promise<{ texts: ZonePickerTexts; initial: ChosenZone[] }> {
  const t = await getTranslations({ locale: lang, namespace: 'demandAlerts.zones' })
  const map = await getTranslations({ locale: lang, namespace: 'catalogue.map' })
  const texts: ZonePickerTexts = {
    label: t('label'),
    typedHint: t('typedHint'),
    search: t('search'),
    searchHint: t('searchHint'),
    add: t('add'),
    chosen: t('chosen'),
    none: t('none'),
    // Placeholders the browser fills in; ICU would need them as arguments here.
    remove: t('remove', { zone: '{zone}' }),
    added: t('added', { zone: '{zone}' }),
    removed: t('removed', { zone: '{zone}' }),
    unknown: t('unknown', { zone: '{zone}' }),
    municipality: t('municipality', { name: '{name}' }),
    showMap: t('showMap'),
    hideMap: t('hideMap'),
    map: t('map'),
    mapHelp: t('mapHelp'),
    loading: t('loading'),
    error: t('error'),
    zoomIn: map('zoomIn'),
    zoomOut: map('zoomOut'),
  }
  const initial = tokens.map((token) => {
    const zone = resolveZone(token, lang)
    const label =
      zone?.kind === 'municipality'
        ? texts.municipality.replace('{name}', zone.name)
        : (zone?.name ?? token)
    return { token, label }
  })
  return { texts, initial }
}
