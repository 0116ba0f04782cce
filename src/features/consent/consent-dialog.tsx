import { getTranslations } from 'next-intl/server'
import { requestScriptNonce } from '@/server/request-nonce.server'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import { earlyOpenScript } from './consent-early-open'
import { ConsentManager, type ConsentTexts } from './consent-manager'

const options = ['functional', 'analytics', 'advertising', 'personalization', 'social'] as const

/** The consent dialog with its texts in the page language and the configured tag IDs. */
export async function ConsentDialog({
  lang,
  config,
  policyHref,
}: {
  lang: Language
  config: SiteConfig
  policyHref?: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'consent' })
  const texts: ConsentTexts = {
    title: t('title'),
    intro: t('intro'),
    policyLink: t('policyLink'),
    acceptAll: t('acceptAll'),
    onlyFunctional: t('onlyFunctional'),
    settings: t('settings'),
    save: t('save'),
    alwaysOn: t('alwaysOn'),
    options: Object.fromEntries(
      options.map((option) => [
        option,
        { label: t(`options.${option}.label`), description: t(`options.${option}.description`) },
      ]),
    ) as ConsentTexts['options'],
  }
  const { tagManagerId, analyticsId, adsId, pixelId } = config.siteInformation
  const nonce = await requestScriptNonce()
  return (
    <>
      <ConsentManager
        ids={{ tagManagerId, analyticsId, adsId, pixelId }}
        texts={texts}
        policyHref={policyHref}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyOpenScript() }} />
    </>
  )
}
