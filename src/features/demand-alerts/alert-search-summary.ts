import type { SearchState } from '@/features/catalogue'
import { formatNumber } from '@/lib/format/number-format'
import type { Translator } from '@/lib/i18n/server-translator'

/**
 * An alert's list filters in words, one line each, as the list's filter labels name them: what
 * the register form shows of the search it keeps but does not edit.
 */
export function alertSearchSummary(state: SearchState, t: Translator): string[] {
  const label = (key: Parameters<typeof t>[0]) => t(key)
  // "Label: value", with the space French puts before the colon.
  const line = (key: Parameters<typeof t>[0], value: string) =>
    t('demandAlerts.form.keptFilter', { label: label(key), value })
  const lines: string[] = []
  if (state.baths !== undefined) {
    lines.push(line('catalogue.search.filters.bathrooms', formatNumber(state.baths)))
  }
  if (state.area !== undefined) {
    lines.push(line('catalogue.search.filters.area', formatNumber(state.area)))
  }
  if (state.new) lines.push(label('catalogue.search.filters.new'))
  if (state.region !== undefined) {
    const region = t(`catalogue.search.regions.${state.region}`)
    lines.push(line('catalogue.search.filters.region', region))
  }
  if (state.features.length > 0) {
    const names = state.features.map((feature) => t(`catalogue.search.features.${feature}`))
    lines.push(line('catalogue.search.filters.features', names.join(', ')))
  }
  if (state.epc.length > 0) {
    lines.push(line('catalogue.search.filters.epc', state.epc.join(', ').toUpperCase()))
  }
  // The map's area, as the list names it above its results.
  if (state.polygon) lines.push(label('catalogue.mapSearch.limitedPolygon'))
  else if (state.bbox) lines.push(label('catalogue.mapSearch.limitedBox'))
  return lines
}
