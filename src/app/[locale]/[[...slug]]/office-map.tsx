import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { LocationLinks } from '@/features/catalogue/detail/location-links'

/**
 * The office page's map slot: for now the OpenStreetMap and Street View links a listing's page
 * has; the place where the lazily loaded location map goes.
 */
export async function OfficeMap({ lat, lng, lang }: { lat: number; lng: number; lang: Language }) {
  const [t, shellT] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'shell' }),
  ])
  return (
    <LocationLinks
      lat={lat}
      lng={lng}
      labels={{
        map: t('location.openStreetMap'),
        streetView: t('location.streetView'),
        opensInNewTab: shellT('opensInNewTab'),
      }}
    />
  )
}
