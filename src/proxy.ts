import { NextResponse, type NextRequest } from 'next/server'
import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import { contentSecurityPolicy } from '@/server/security-headers'
import { newNonce } from '@/server/csp-nonce'
import { equivalentSlug } from '@/server/routing/equivalent-slug.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import {
  localizedUrl,
  pickAcceptedLanguage,
  splitLanguagePrefix,
} from '@/lib/routing/localized-url'
import { languageCookie } from '@/lib/i18n/language-cookie'
import { isPortalPath } from '@/features/owner-portal/portal-paths'
import { isAdminPath } from '@/features/back-office/admin-paths'
import { mayPreviewDrafts } from '@/features/back-office/auth/staff-request.server'
import { isPreviewPath, previewHeader } from '@/server/preview/preview-path'
import { previewMarker } from '@/server/preview/preview-marker'

/**
 * Language routing (specification §2, decisions.md §3). A prefixed path applies its language and
 * remembers it; an unprefixed path is the default language, unless the visitor's remembered or
 * browser language says otherwise, in which case they are sent to the equivalent localized page.
 */
export async function proxy(request: NextRequest) {
  const policy = await pagePolicy(request, newNonce())
  const { enabled } = await getLanguageSettings()
  const { pathname } = request.nextUrl
  // Drafts show only under a preview path and only to admins (docs/decisions/036, 041): elsewhere the
  // page never sees the preview header, whatever the client sent.
  const preview = isPreviewPath(pathname, enabled)
  const staffPreview = preview && (await mayPreviewDrafts(request.headers))
  const response = await route(request, policy, staffPreview)
  response.headers.set('Content-Security-Policy', policy)
  // Portal, back-office and preview pages show one person's data or unpublished drafts: no browser
  // or shared cache may keep or reuse them (Next keeps a Cache-Control that is already set); the
  // back office and previews are never indexed.
  if (isPortalPath(pathname, enabled) || isAdminPath(pathname, enabled) || preview) {
    response.headers.set('Cache-Control', 'private, no-store')
  }
  if (isAdminPath(pathname, enabled) || preview) {
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  }
  return response
}

/**
 * Pages may load the configured tags (after consent) and the configured map tiles (map view), so
 * their policy names those hosts; their scripts carry this response's nonce.
 */
async function pagePolicy(request: NextRequest, nonce: string): Promise<string> {
  const config = await getSiteConfig()
  const ids = config.siteInformation
  const https =
    request.headers.get('x-forwarded-proto') === 'https' || request.nextUrl.protocol === 'https:'
  return contentSecurityPolicy({
    https,
    nonce,
    tags: {
      google: Boolean(ids.tagManagerId || ids.analyticsId || ids.adsId),
      facebook: Boolean(ids.pixelId),
    },
    tilesUrl: config.map.tilesUrl,
  })
}

async function route(
  request: NextRequest,
  policy: string,
  preview: boolean,
): Promise<NextResponse> {
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const url = request.nextUrl
  const { lang: prefixed, slug } = splitLanguagePrefix(url.pathname, enabled)

  const requested = url.searchParams.get('lng')
  if (requested !== null) {
    url.searchParams.delete('lng')
    const response = NextResponse.redirect(url, 307)
    if (isSupportedLanguage(requested) && enabled.includes(requested))
      remember(request, response, requested)
    return response
  }

  if (prefixed) {
    const response = NextResponse.next({
      request: { headers: withLocale(request, prefixed, policy, preview) },
    })
    if (request.cookies.get(languageCookie.name)?.value !== prefixed)
      remember(request, response, prefixed)
    return response
  }

  const preferred = preferredLanguage(request, enabled) ?? defaultLanguage
  if (preferred !== defaultLanguage) {
    // Any page with an equivalent in that language: a page of the path catalogue, a property or
    // a project (a shared English link opens in the visitor's language).
    const target = await equivalentSlug(slug, defaultLanguage, preferred)
    if (target !== null) {
      const redirect = new URL(localizedUrl(preferred, target, defaultLanguage), url)
      redirect.search = url.search
      const response = NextResponse.redirect(redirect, 307)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      return response
    }
  }
  const rewrite = url.clone()
  rewrite.pathname = `/${defaultLanguage}${url.pathname}`
  const response = NextResponse.rewrite(rewrite, {
    request: { headers: withLocale(request, defaultLanguage, policy, preview) },
  })
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

function preferredLanguage(request: NextRequest, enabled: Language[]): Language | null {
  const remembered = request.cookies.get(languageCookie.name)?.value
  if (isSupportedLanguage(remembered) && enabled.includes(remembered)) return remembered
  return pickAcceptedLanguage(request.headers.get('accept-language'), enabled)
}

/**
 * next-intl reads the request's language from this header, also where no route param exists (404).
 * The page reads its script nonce from the policy set here, as Next does for its own scripts.
 */
function withLocale(
  request: NextRequest,
  lang: Language,
  policy: string,
  preview: boolean,
): Headers {
  const headers = new Headers(request.headers)
  headers.delete(previewHeader)
  if (preview) headers.set(previewHeader, previewMarker())
  headers.set('X-NEXT-INTL-LOCALE', lang)
  headers.set('Content-Security-Policy', policy)
  // The 404 page tells a missing property from a missing page by the path that was asked for.
  headers.set('x-pathname', request.nextUrl.pathname)
  // The language switcher keeps the visitor's search, sort and page (src/features/shell/).
  headers.set('x-search', request.nextUrl.search)
  // The back office audits a refused server action apart from a refused page (always a GET).
  headers.set('x-request-method', request.method)
  // Next streams the metadata to a request without a user agent (htmlLimitedBots in
  // next.config.ts cannot match it), and the page cache would keep that page for everyone.
  if (!headers.get('user-agent')) headers.set('user-agent', 'unknown')
  return headers
}

/** Secure over HTTPS (Next sets X-Forwarded-Proto from the connection, a proxy from its own). */
function remember(request: NextRequest, response: NextResponse, lang: Language) {
  response.cookies.set(languageCookie.name, lang, {
    path: '/',
    maxAge: languageCookie.maxAgeDays * 24 * 60 * 60,
    sameSite: 'lax',
    secure: request.headers.get('x-forwarded-proto') === 'https',
  })
}

export const config = {
  // Everything but Next's assets, files with an extension and the technical endpoints.
  matcher: ['/((?!_next/|api/|healthz|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)'],
}
