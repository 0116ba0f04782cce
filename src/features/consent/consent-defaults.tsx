import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/**
 * Consent Mode v2 defaults, before any tag can load: everything denied, waiting 500 ms for the
 * stored choice (specification §9). Only rendered when a tag is configured; runs only with the
 * page's script nonce (docs/decisions/028-csp-nonces.md).
 */
export function ConsentDefaults({ config, nonce }: { config: SiteConfig; nonce?: string }) {
  const ids = config.siteInformation
  if (![ids.tagManagerId, ids.analyticsId, ids.adsId, ids.pixelId].some(Boolean)) return null
  const script =
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied'," +
    "ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});"
  return <script id="consent-defaults" nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
