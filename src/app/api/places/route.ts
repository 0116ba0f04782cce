import { suggestPlaces } from '@/features/catalogue/search/postal-code-suggest'
import { isSupportedLanguage } from '@/lib/i18n/languages'

/** Postal code and town suggestions for the search form's place field. */
export function GET(request: Request) {
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').slice(0, 80)
  const requested = url.searchParams.get('lang')
  const lang = isSupportedLanguage(requested) ? requested : 'en'
  const places = query.trim().length < 2 ? [] : suggestPlaces(query, lang)
  return Response.json(
    places.map(({ zip, name }) => ({ zip, name })),
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
