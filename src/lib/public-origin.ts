import type { Env } from './env-schema'

/**
 * The site's absolute origin for every link that leaves the page (e-mails, canonical URLs, the
 * sitemap, CLI output): PUBLIC_URL, else the local address the site listens on. Never the
 * request's Host or X-Forwarded-Host: an attacker chooses those, and a password-reset mail built
 * from them hands the owner's token to the attacker's site.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`
}
