import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  consentEntries,
  consentModeSignals,
  isPreviewPath,
  onlyFunctional,
  parseConsent,
  tagsToLoad,
} from './consent-state'

describe('consent state', () => {
  it('maps the toggles to Consent Mode v2 signals', () => {
    expect(consentModeSignals(acceptAll)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    })
    expect(consentModeSignals(onlyFunctional)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    expect(
      consentModeSignals({ ...onlyFunctional, analytics: true, personalization: true }),
    ).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    })
  })

  it('stores the five keys and reads the choice back', () => {
    const entries = consentEntries(
      { ...onlyFunctional, social: true },
      new Date('2026-11-22T10:00:00Z'),
    )
    expect(entries.map(([key]) => key)).toEqual([
      'consent',
      'consentAdUserData',
      'consentAdStorage',
      'consentAnalyticsStorage',
      'consentAdPersonalization',
    ])
    expect(entries.slice(1).map(([, value]) => value)).toEqual([
      'denied',
      'denied',
      'denied',
      'denied',
    ])
    expect(parseConsent(entries[0]![1], new Date('2026-11-23T10:00:00Z'))).toEqual({
      ...onlyFunctional,
      social: true,
    })
  })

  it('asks again when the stored value is missing, unreadable or older than 180 days', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(parseConsent(null, now)).toBeNull()
    expect(parseConsent('yes', now)).toBeNull()
    expect(parseConsent('{"analytics":true}', now)).toBeNull()
    const storedOn = (date: string) => consentEntries(acceptAll, new Date(date))[0]![1]
    expect(parseConsent(storedOn('2026-05-26T10:00:00Z'), now)).toEqual(acceptAll)
    expect(parseConsent(storedOn('2026-05-25T09:00:00Z'), now)).toBeNull()
    expect(parseConsent(JSON.stringify({ ...acceptAll }), now)).toBeNull()
  })

  it('loads Google tags only with a Google signal granted and the pixel only with social media', () => {
    expect(tagsToLoad(onlyFunctional)).toEqual({ google: false, pixel: false })
    expect(tagsToLoad(acceptAll)).toEqual({ google: true, pixel: true })
    expect(tagsToLoad({ ...onlyFunctional, social: true })).toEqual({ google: false, pixel: true })
    expect(tagsToLoad({ ...onlyFunctional, analytics: true })).toEqual({
      google: true,
      pixel: false,
    })
  })

  it('recognises preview paths', () => {
    expect(isPreviewPath('/preview/services/vente/')).toBe(true)
    expect(isPreviewPath('/fr/page-preview/')).toBe(true)
    expect(isPreviewPath('/services/vente/')).toBe(false)
  })
})
