import { getSiteConfig } from '@/server/site-config/site-config.server'
import { siteIcon } from '@/lib/site-config/branding'

export const dynamic = 'force-dynamic'

// Browsers ask for /favicon.ico before they read the page's icon link (Chromium does after a form
// post without JavaScript): send them to the site's icon instead of a 404. Not kept for long: the
// agency may upload another one.
export async function GET() {
  const { url } = siteIcon(await getSiteConfig())
  return new Response(null, {
    status: 307,
    headers: { Location: url, 'Cache-Control': 'public, max-age=3600' },
  })
}
