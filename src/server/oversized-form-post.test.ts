import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportedLanguages } from '@/lib/i18n/languages'
import { serverActionBodyLimitBytes } from '@/lib/forms/uploads/upload-limits'
import { refuseOversizedFormPost } from './oversized-form-post'

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseOversizedFormPost(req, res)) return
    req.resume()
    req.on('end', () => res.end('passed on'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (path: string, bytes: number, headers: Record<string, string> = {}) => {
  const body = new FormData()
  body.append('firstName', 'Lucas')
  body.append('cv', new Blob([new Uint8Array(bytes)]), 'cv.pdf')
  return fetch(`${origin}${path}`, { method: 'POST', body, headers })
}

describe('a form post above the server action limit', () => {
  it('is answered with the localized "too large" page and a link back to the form', async () => {
    const response = await post('/fr/emplois/', serverActionBodyLimitBytes + 1)
    expect(response.status).toBe(413)
    const html = await response.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<h1>Votre fichier est trop volumineux</h1>')
    expect(html).toContain('Votre CV dépasse 10')
    expect(html).toContain('<a href="/fr/emplois/">Retour au formulaire</a>')
    // No placeholder left unfilled in the texts (the head's style has braces of its own).
    expect(html.split('</head>')[1]).not.toMatch(/[{}]/)
  })

  it('links back to a path on this site only', async () => {
    const html = await (
      await post('//elsewhere.example/?a=1', serverActionBodyLimitBytes + 1)
    ).text()
    expect(html).toContain('<a href="/">')
  })

  it('has its texts in every language', async () => {
    for (const lang of supportedLanguages) {
      const response = await post(
        lang === 'en' ? '/jobs/' : `/${lang}/x/`,
        serverActionBodyLimitBytes + 1,
      )
      const html = await response.text()
      expect(html, lang).toContain(`<html lang="${lang}">`)
      expect(html.split('</head>')[1], lang).not.toMatch(/[{}]/)
    }
  })

  it('leaves smaller posts and JavaScript server action calls to Next.js', async () => {
    expect(await (await post('/fr/emplois/', 1000)).text()).toBe('passed on')
    const action = await post('/fr/emplois/', serverActionBodyLimitBytes + 1, {
      'next-action': 'abc',
    })
    expect(await action.text()).toBe('passed on')
    expect(await (await fetch(`${origin}/fr/emplois/`)).text()).toBe('passed on')
  })
})
