import type { CSSProperties } from 'react'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/** Configuration colours and width as CSS custom properties (specification §3 footer colours, maxWidth). */
export function themeStyle(config: SiteConfig): CSSProperties {
  return {
    '--color-primary': config.theme.primary,
    '--color-primary-contrast': config.theme.primaryContrast,
    '--color-accent': config.theme.accent,
    '--footer-background': config.footer.colors.background,
    '--footer-text': config.footer.colors.text,
    '--footer-link': config.footer.colors.link,
    '--max-width': `${config.footer.maxWidth}px`,
  } as CSSProperties
}
