import type { CrmConnector, CrmProvider, CrmSettings } from './connector'
import { createCrmHttp, type CrmHttp } from './http/crm-http'
import { createOmnicasaConnector } from './omnicasa/omnicasa-connector'
import { createSweepBrightConnector } from './sweepbright/sweepbright-connector'
import { createWhiseConnector } from './whise/whise-connector'

/**
 * Each vendor's public API root (docs/crm/): what CRM_BASE_URL replaces, for a proxy or a test
 * server. [inferred] from the public clients named in ../shared/reference/belgian-crm-apis.md.
 */
export const defaultBaseUrls: Record<CrmProvider, string> = {
  omnicasa: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/',
  whise: 'https://api.whise.eu/',
  sweepbright: 'https://website.sweepbright.com/api/',
}

const factories = {
  omnicasa: createOmnicasaConnector,
  whise: createWhiseConnector,
  sweepbright: createSweepBrightConnector,
} satisfies Record<CrmProvider, unknown>

/** The connector of the configured CRM, on its vendor's API root unless another is set. */
export function createConnector(
  settings: CrmSettings,
  http: CrmHttp = createCrmHttp(),
): CrmConnector {
  const withRoot = { ...settings, baseUrl: settings.baseUrl || defaultBaseUrls[settings.provider] }
  return factories[settings.provider]({ settings: withRoot, http })
}
