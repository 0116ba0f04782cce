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
 * The Content-Security-Policy. Scripts allow 'unsafe-inline' because Next inlines its hydration
 * data and public HTML must stay cacheable (a per-request nonce would forbid that); third-party
 * hosts appear only for configured tags (docs/decisions/006-security-headers.md).
 */
export function contentSecurityPolicy(
  https: boolean,
  tags: TagHosts = { google: false, facebook: false },
) {
  const extra = (kind: 'script' | 'img' | 'connect') => [
    ...(tags.google ? googleHosts[kind] : []),
    ...(tags.facebook ? facebookHosts[kind] : []),
  ]
  return [
    "default-src 'self'",
    ["script-src 'self' 'unsafe-inline'", ...extra('script')].join(' '),
    "style-src 'self' 'unsafe-inline'",
    [
      "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
      ...extra('img'),
    ].join(' '),
    "font-src 'self'",
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

/** Security headers for every response; pages get their tag-aware policy from the proxy. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(https),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
