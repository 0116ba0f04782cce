import { request as httpRequest } from 'node:http'
import { findForm, formBody, formEntries, readForms } from '../../scripts/drill/browser-form'
import { expect, test } from './fixtures'
import { mailsTo } from './mail-sink'
import { ownerWithPassword } from './owners'

type Answer = { status: number; setCookie: string[]; location?: string }

/** A form POST as a script sends it: any Host, no Origin, no browser in between. */
async function post(
  url: URL,
  headers: Record<string, string>,
  form: FormData | URLSearchParams,
): Promise<Answer> {
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
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie'] ?? [],
            location: response.headers.location,
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

test('a password-reset link ignores a forged X-Forwarded-Host header', async ({ baseURL }) => {
  const { email } = await ownerWithPassword(
    { first: 'Wim', last: 'Peeters' },
    'een lang oud wachtwoord',
  )
  const page = new URL('/nl/portal/password/', baseURL)
  const html = await (await fetch(page)).text()
  const form = findForm(readForms(html), ['email'])
  const forged = { 'x-forwarded-host': 'evil.example' }
  const { status } = await post(page, forged, formBody(form, formEntries(form, { email })))
  expect(status).toBeLessThan(500)

  const [mail] = await mailsTo(email)
  const link = /https?:\/\/\S+token=\S+/.exec(mail!.text)![0]
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin)
  expect(`${mail!.text}${mail!.html ?? ''}`).not.toContain('evil.example')
})

test('a request for another host is refused with 421 and sends nothing', async ({ baseURL }) => {
  const { email } = await ownerWithPassword(
    { first: 'Els', last: 'Wouters' },
    'een lang oud wachtwoord',
  )
  const page = new URL('/nl/portal/password/', baseURL)
  const html = await (await fetch(page)).text()
  const form = findForm(readForms(html), ['email'])
  const { status } = await post(
    page,
    { host: 'evil.example' },
    formBody(form, formEntries(form, { email })),
  )
  expect(status).toBe(421)
  // A reset of the same address through the real host does arrive: the refused one queued nothing.
  await post(page, {}, formBody(form, formEntries(form, { email })))
  const mails = await mailsTo(email)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(await mailsTo(email)).toHaveLength(mails.length)
  expect(mails).toHaveLength(1)
})

test('over HTTPS the owner session is a __Host- cookie that opens the portal', async ({
  baseURL,
}) => {
  const password = 'een lang geheim wachtwoord'
  const { email } = await ownerWithPassword({ first: 'Griet', last: 'Maes' }, password)
  const login = new URL('/nl/login/', baseURL)
  const html = await (await fetch(login)).text()
  const form = findForm(readForms(html), ['email', 'password'])
  const https = { 'x-forwarded-proto': 'https' }
  const answer = await post(login, https, formBody(form, formEntries(form, { email, password })))
  const session = answer.setCookie.find((cookie) => cookie.includes('session_token='))
  expect(session).toMatch(/^__Host-owner\.session_token=/)
  expect(session).toMatch(/;\s*Secure/i)
  expect(session).toMatch(/;\s*Path=\//i)
  expect(session).not.toMatch(/;\s*Domain=/i)

  const cookie = session!.split(';')[0]!
  const portal = await fetch(new URL('/nl/portal/', baseURL), {
    headers: { ...https, cookie },
    redirect: 'manual',
  })
  expect(portal.status).toBe(200)
  expect(await portal.text()).toContain('Griet')
  // Over HTTPS the bare name, which a sibling subdomain could set, is no session.
  const bare = await fetch(new URL('/nl/portal/', baseURL), {
    headers: { ...https, cookie: cookie.replace('__Host-', '') },
    redirect: 'manual',
  })
  expect(bare.status).toBe(307)
  expect(bare.headers.get('location')).toContain('/nl/login/')
})

test('over plain HTTP the owner session keeps its bare name, without Secure', async ({
  baseURL,
}) => {
  const password = 'een ander lang wachtwoord'
  const { email } = await ownerWithPassword({ first: 'Lotte', last: 'Wouters' }, password)
  const login = new URL('/nl/login/', baseURL)
  const html = await (await fetch(login)).text()
  const form = findForm(readForms(html), ['email', 'password'])
  const answer = await post(login, {}, formBody(form, formEntries(form, { email, password })))
  const session = answer.setCookie.find((cookie) => cookie.includes('session_token='))
  expect(session).toMatch(/^owner\.session_token=/)
  expect(session).not.toMatch(/;\s*Secure/i)
})

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
