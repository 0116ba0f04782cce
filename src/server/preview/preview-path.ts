import type { Language } from '@/lib/i18n/languages'

/**
 * The request header by which src/proxy.ts tells a page that this request may see drafts: set only
 * there, for a preview path asked by a signed-in admin, to a value derived from APP_SECRET
 * (preview-marker.ts); the server drops any a client sends (src/server/internal-headers.ts).
 */
export const previewHeader = 'x-staff-preview'

/**
 * Whether a request path is a preview path: `/preview/<public path>` or `/<lang>/preview/<public
 * path>` (docs/decisions/036-content-drafts-and-preview.md).
 */
export function isPreviewPath(pathname: string, enabled: readonly Language[]): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const first = enabled.includes(segments[0] as Language) ? segments[1] : segments[0]
  return first === 'preview'
}
