/** Hosts the consented tags need; allowed only when the configuration has such a tag. */
export type TagHosts = { google: boolean; facebook: boolean }

const googleHosts = {
  script: ['https://www.googletagmanager.com'],
  img: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
}
const facebookHosts = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
}

const videoHosts = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://kuula.co',
  'https://nodalview.com',
]

/**
 * The image source a map tiles URL template needs in `img-src`: its scheme and host, a `{s}`
 * (or any other placeholder) in the leading labels of the host allowed as any subdomain
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`). Null for a
 * relative template (the site's own origin, already allowed) and for anything that is not a
 * plain host, which then stays blocked rather than widen the policy.
 */
export function tileImageSource(tilesUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tilesUrl.trim())
  if (!match) return null
  const scheme = match[1]!.toLowerCase()
  const host = match[2]!.toLowerCase().replace(/^(?:[^.]*\{[^}]*\}[^.]*\.)+/, '*.')
  if (!/^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/.test(host)) return null
  return `${scheme}://${host}`
}

export type PolicyOptions = {
  https: boolean
  /** This response's script nonce (src/server/csp-nonce.ts). */
  nonce: string
  /** Hosts of the configured tags; pages pass them. */
  tags?: TagHosts
  /** The configured map tiles URL template (`config.map.tilesUrl`); pages pass it. */
  tilesUrl?: string
}

/**
 * The Content-Security-Policy (docs/decisions/006-security-headers.md, 028-csp-nonces.md). Only
 * scripts carrying the response's nonce run, and 'strict-dynamic' passes that trust on to the
 * scripts they add (Next's chunks, the consented tags). Browsers that know 'strict-dynamic' ignore
 * 'self' and the tag hosts, which are there for older ones. Third-party hosts appear only for
 * configured tags.
 */
export function contentSecurityPolicy({
  https,
  nonce,
  tags = { google: false, facebook: false },
  tilesUrl,
}: PolicyOptions) {
  const tiles = tilesUrl === undefined ? null : tileImageSource(tilesUrl)
  const extra = (kind: 'script' | 'img' | 'connect') => [
    ...(tags.google ? googleHosts[kind] : []),
    ...(tags.facebook ? facebookHosts[kind] : []),
  ]
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...extra('script')].join(' '),
    // Pages have style attributes (the theme's colours, banners), which no nonce can allow.
    "style-src 'self' 'unsafe-inline'",
    // The map view's tiles come from the configured tile server (docs/decisions/010-map.md).
    ["img-src 'self' data: blob:", ...(tiles ? [tiles] : []), ...extra('img')].join(' '),
    "font-src 'self'",
    // The forms' proof-of-work widget runs its work in workers it creates from blobs.
    "worker-src 'self' blob:",
    // Video and virtual-tour players, loaded only when the visitor clicks their facade.
    `frame-src ${videoHosts.join(' ')}`,
    ["connect-src 'self'", ...extra('connect')].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * Whether other origins may load a response: only the listing photos' variants under `/img/`,
 * which e-mails show and a web mail loads from its own origin (docs/decisions/028-csp-nonces.md).
 */
export function resourcePolicy(path: string): 'same-origin' | 'cross-origin' {
  return path.startsWith('/img/') ? 'cross-origin' : 'same-origin'
}

/** Security headers for every response; pages get their tag-aware policy from the proxy. */
export function securityHeaders(
  https: boolean,
  nonce: string,
  path: string,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ https, nonce }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': resourcePolicy(path),
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * The same policy for a page sent to a shared cache (docs/decisions/052-shared-cache.md): its
 * inline scripts run by their hashes instead of one visitor's nonce, and its other scripts by
 * `'self'` and the configured tag hosts, which are already in the policy. `'strict-dynamic'` goes:
 * with it a browser would ignore `'self'` and refuse Next's `<script src>` elements, which carry
 * no hash.
 */
export function withScriptHashes(policy: string, hashes: string[]): string {
  return policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ')
      if (name !== 'script-src') return directive
      const kept = sources.filter((s) => s !== "'strict-dynamic'" && !s.startsWith("'nonce-"))
      const [self, ...hosts] = kept
      return [
        name,
        ...(self === "'self'" ? [self, ...hashes, ...hosts] : [...hashes, ...kept]),
      ].join(' ')
    })
    .join('; ')
}
