/** The five options of the consent settings (specification §4); option 1 is always on. */
export type ConsentChoices = {
  functional: true
  analytics: boolean
  advertising: boolean
  personalization: boolean
  social: boolean
}

export type ConsentSignal = 'granted' | 'denied'

/** Storage keys of specification §7, in localStorage and mirrored as first-party cookies. */
export const consentKeys = {
  consent: 'consent',
  adUserData: 'consentAdUserData',
  adStorage: 'consentAdStorage',
  analyticsStorage: 'consentAnalyticsStorage',
  adPersonalization: 'consentAdPersonalization',
} as const

export const allConsentKeys = Object.values(consentKeys)

/** How long a choice is kept before the visitor is asked again. */
export const consentLifetimeDays = 180

export const acceptAll: ConsentChoices = {
  functional: true,
  analytics: true,
  advertising: true,
  personalization: true,
  social: true,
}

export const onlyFunctional: ConsentChoices = {
  functional: true,
  analytics: false,
  advertising: false,
  personalization: false,
  social: false,
}

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied')

/** Google Consent Mode v2 signals for the choices. */
export function consentModeSignals(choices: ConsentChoices) {
  return {
    ad_storage: signal(choices.advertising),
    ad_user_data: signal(choices.advertising),
    ad_personalization: signal(choices.personalization),
    analytics_storage: signal(choices.analytics),
  }
}

/** The key/value pairs to store for the choices. */
export function consentEntries(choices: ConsentChoices, now: Date): [string, string][] {
  const signals = consentModeSignals(choices)
  return [
    [consentKeys.consent, JSON.stringify({ ...choices, version: 1, date: now.toISOString() })],
    [consentKeys.adUserData, signals.ad_user_data],
    [consentKeys.adStorage, signals.ad_storage],
    [consentKeys.analyticsStorage, signals.analytics_storage],
    [consentKeys.adPersonalization, signals.ad_personalization],
  ]
}

/**
 * The stored choices, or null when there are none, they cannot be read, or they are older than
 * the consent lifetime: then the visitor is asked again.
 */
export function parseConsent(stored: string | null | undefined, now: Date): ConsentChoices | null {
  if (!stored) return null
  try {
    const value = JSON.parse(stored) as Record<string, unknown>
    const flags = ['analytics', 'advertising', 'personalization', 'social'] as const
    if (!flags.every((flag) => typeof value[flag] === 'boolean')) return null
    const given = typeof value.date === 'string' ? Date.parse(value.date) : NaN
    if (!(now.getTime() - given <= consentLifetimeDays * 86_400_000)) return null
    return {
      functional: true,
      analytics: value.analytics as boolean,
      advertising: value.advertising as boolean,
      personalization: value.personalization as boolean,
      social: value.social as boolean,
    }
  } catch {
    return null
  }
}

/** Google's tags run when any Google signal is granted; the social pixel only with social media. */
export function tagsToLoad(choices: ConsentChoices) {
  return {
    google: choices.analytics || choices.advertising || choices.personalization,
    pixel: choices.social,
  }
}

/** Specification §2: paths containing 'preview' skip the dialog and every consent check. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.includes('preview')
}
