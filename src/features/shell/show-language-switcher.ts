import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/** Specification §2: the switcher shows only when it is on and more than one language is in use. */
export function showLanguageSwitcher(
  config: Pick<SiteConfig, 'header'>,
  enabled: readonly string[],
) {
  return config.header.languageSwitcher.enabled && enabled.length > 1
}
