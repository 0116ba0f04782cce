import { request as httpRequest } from 'node:http'
import { findForm, formBody, formEntries, readForms } from '../../scripts/drill/browser-form'
import { expect, test } from './fixtures'
import { mailsTo } from './mail-sink'
import { ownerWithPassword } from './owners'

/** A form POST as a script sends it: any Host, no Origin, no browser in between. */
async function post(
  url: URL,
  headers: Record<string, string>,
  form: FormData | URLSearchParams,
): Promise<number> {
  // Request encodes the body (and the multipart boundary) as a browser would.
  const encoded = new Request(url, { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const type = encoded.headers.get('content-type')!
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': type } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const forgedHeaders: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example' },
]

for (const forged of forgedHeaders) {
  test(`a password-reset link ignores a forged ${Object.keys(forged)[0]} header`, async ({
    baseURL,
  }) => {
    const { email } = await ownerWithPassword(
      { first: 'Wim', last: 'Peeters' },
      'een lang oud wachtwoord',
    )
    const page = new URL('/nl/portal/password/', baseURL)
    const html = await (await fetch(page)).text()
    const form = findForm(readForms(html), ['email'])
    const status = await post(page, forged, formBody(form, formEntries(form, { email })))
    expect(status).toBeLessThan(500)

    const [mail] = await mailsTo(email)
    const link = /https?:\/\/\S+token=\S+/.exec(mail!.text)![0]
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin)
    expect(`${mail!.text}${mail!.html ?? ''}`).not.toContain('evil.example')
  })
}

test('the language cookie is Secure over HTTPS and not over plain HTTP', async ({ request }) => {
  const overHttps = await request.get('/nl/te-koop/', {
    headers: { 'x-forwarded-proto': 'https' },
    maxRedirects: 0,
  })
  const httpsCookie = overHttps.headers()['set-cookie'] ?? ''
  expect(httpsCookie).toMatch(/^lng=nl;/)
  expect(httpsCookie).toMatch(/;\s*Secure/i)
  const overHttp = await request.get('/fr/a-vendre/', { maxRedirects: 0 })
  const httpCookie = overHttp.headers()['set-cookie'] ?? ''
  expect(httpCookie).toMatch(/^lng=fr;/)
  expect(httpCookie).not.toMatch(/;\s*Secure/i)
})

test('malformed addresses answer 400 or 404, never 500', async ({ request }) => {
  for (const [target, status] of [
    ['/fr/a-vendre/?place=Ixelles%00', 400],
    ['/for-sale/%E0%A4%A/', 400],
    ['/nl/portal/%00/', 400],
    ['/files/listings/%00/photo.jpg', 404],
    ['/img/640/%ZZ.webp', 404],
  ] as const) {
    const response = await request.get(target, { maxRedirects: 0 })
    expect(response.status(), target).toBe(status)
  }
  const page = await (await request.get('/de/kaufen/?place=%00')).text()
  expect(page).toContain('<html lang="de">')
  expect(page).toContain('Diese Adresse ist ungültig')
})
