// Browsers ask for /favicon.ico before they read the page's icon link (Chromium does after a form
// post without JavaScript): send them to the site icon instead of a 404.
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' },
  })
}
