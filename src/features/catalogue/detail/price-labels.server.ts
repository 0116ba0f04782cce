import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import type { PriceLabels } from './price-text'

export async function priceLabels(lang: Language): Promise<PriceLabels> {
  const price = await getTranslations({ locale: lang, namespace: 'catalogue.price' })
  const detail = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  return {
    startingFrom: price('startingFrom'),
    priceOnRequest: price('onRequest'),
    perMonth: price('perMonth'),
    sold: detail('status.sold'),
    rented: detail('status.rented'),
  }
}
