import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { signToken } from '../../src/server/secrets/signed-token'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyMailAbout, mailsTo, uniqueAddress } from './mail-sink'
import { proofOfWork } from './submissions'

const port = Number(process.env.E2E_PORT ?? 3100)

type Testimonial = {
  id: number
  status: string
  locale: string
  website: string | null
  image: string | null
  posted_at: Date
}

const testimonialNamed = async (name: string) =>
  (await query<Testimonial>('select * from testimonials where name = $1', [name]))[0]

/** The testimonial form: module 21 of the testimonials page. */
const testimonialForm = (page: Page) => page.locator('#module-21 form')

const linkAfter = (text: string, label: string) =>
  new RegExp(`${label}\\s?: (\\S+)`).exec(text)?.[1] ?? ''

test('testimonial in English with a photo: pending until the agency publishes it by the e-mail link', async ({
  page,
  request,
}) => {
  // Send, read the e-mail, publish, wait for the page cache, reject: a long flow.
  test.slow()
  const email = uniqueAddress('sarah')
  const name = `Sarah ${email.split('@')[0]!.split('.')[1]}`
  await page.goto('/services/testimonial-1/')
  const form = testimonialForm(page)
  await form.getByLabel(/^Your name/).fill(name)
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByLabel(/^Your testimonial/).fill('They sold our flat in five weeks.')
  await form.getByLabel(/^About you/).fill('Seller in Ixelles')
  await form.getByLabel(/^Website/).fill('www.example.be')
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  await form
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
  await form.getByRole('button', { name: 'Send my testimonial' }).click()

  await expect(page).toHaveURL('/feedback/testimonial/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonial sent')
  const stored = await testimonialNamed(name)
  expect(stored).toMatchObject({
    status: 'pending',
    locale: 'en',
    website: 'https://www.example.be',
  })
  expect(stored!.image).toMatch(/^[0-9a-f-]{36}\.webp$/)
  const photoUrl = `/testimonial-images/${stored!.image}`
  expect((await request.get(photoUrl)).status()).toBe(404)

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Testimonial – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Your testimonial will appear on our website')
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe(`Testimonial – ${name}`)
  expect(agency.language).toBe('en')
  for (const line of [
    `Your name: ${name}`,
    `E-mail: ${email}`,
    'Your testimonial: They sold our flat in five weeks.',
    'About you: Seller in Ixelles',
    'Website: https://www.example.be',
    'Photo: attached to the e-mail',
  ]) {
    expect(agency.text).toContain(line)
  }
  expect(agency.attachments).toHaveLength(1)
  expect(agency.attachments[0]!.contentType).toBe('image/webp')
  const approve = new URL(linkAfter(agency.text, 'Publish'))
  const reject = new URL(linkAfter(agency.text, 'Reject'))
  expect(approve.pathname).toBe('/testimonials/moderate/')

  // Opening the link (as a mail scanner would) changes nothing: the page asks first.
  const opened = await page.goto(approve.pathname + approve.search)
  // Not yet public: never kept by the page cache, so never public to a shared cache either.
  expect(opened!.headers()['cache-control']).toMatch(/^private\b.*\bno-store\b/)
  const again = await page.request.get(approve.pathname + approve.search)
  expect(again.headers()['x-cache']).toBe('MISS')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Testimonial by ${name}`)
  await expect(page.getByText('This testimonial is waiting for your decision.')).toBeVisible()
  expect((await testimonialNamed(name))!.status).toBe('pending')
  await page.getByRole('button', { name: 'Publish the testimonial' }).click()
  await expect(
    page.getByText('This testimonial is published on the testimonials page.'),
  ).toBeVisible()
  expect((await testimonialNamed(name))!.status).toBe('published')

  // The page cache empties itself on the change: the testimonial shows within seconds.
  await expect(async () => {
    await page.goto('/services/testimonial-1/')
    await expect(page.getByText('They sold our flat in five weeks.')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const shown = page.getByRole('img', { name: `Photo of ${name}` })
  await expect(shown).toHaveAttribute('src', photoUrl)
  const served = await request.get(photoUrl)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/webp')

  // The reject link withdraws it again.
  await page.goto(reject.pathname + reject.search)
  await page.getByRole('button', { name: 'Reject the testimonial' }).click()
  await expect(page.getByText('This testimonial is rejected')).toBeVisible()
  expect((await testimonialNamed(name))!.status).toBe('rejected')
  expect((await request.get(photoUrl)).status()).toBe(404)
})

test('testimonial in Dutch: a file that is not an image is refused by its content, then sent without it', async ({
  page,
}) => {
  const email = uniqueAddress('an')
  const name = `An ${email.split('@')[0]!.split('.')[1]}`
  await page.goto('/nl/diensten/getuigenissen/')
  const form = testimonialForm(page)
  await form.getByLabel(/^Uw naam/).fill(name)
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByLabel(/^Uw getuigenis/).fill('Correcte en vlotte verhuur.')
  // A PDF renamed .jpg: the browser calls it image/jpeg, the server looks at the bytes.
  await form.getByLabel(/^Foto/).setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  })
  await form.getByRole('button', { name: 'Verstuur mijn getuigenis' }).click()
  await expect(
    form.getByText('Foto: kies een JPEG-, PNG- of WebP-afbeelding.').first(),
  ).toBeVisible({ timeout: proofOfWork })
  await expect(form.getByLabel(/^Foto/)).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel(/^Uw getuigenis/)).toHaveValue('Correcte en vlotte verhuur.')
  await expectNoViolations(page)
  expect(await testimonialNamed(name)).toBeUndefined()
  expect(await query('select 1 from form_submissions where email = $1', [email])).toHaveLength(0)

  await form.getByLabel(/^Foto/).setInputFiles([])
  await form.getByRole('button', { name: 'Verstuur mijn getuigenis' }).click()
  await expect(page).toHaveURL('/nl/bedankt/getuigenis/', { timeout: proofOfWork })
  expect(await testimonialNamed(name)).toMatchObject({
    status: 'pending',
    locale: 'nl',
    image: null,
  })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Getuigenis – Immo Horizon')
  expect(confirmation!.language).toBe('nl')
  expect(confirmation!.text).toContain('Uw getuigenis: Correcte en vlotte verhuur.')
  const agency = await agencyMailAbout(email)
  expect(agency.text).toContain('Photo: none')
  expect(agency.attachments).toHaveLength(0)
})

test('moderation links that were changed or have expired are refused and change nothing', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('tamper')
  const name = `Tamper ${email.split('@')[0]!.split('.')[1]}`
  await page.goto('/services/testimonial-1/')
  const form = testimonialForm(page)
  await form.getByLabel(/^Your name/).fill(name)
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByLabel(/^Your testimonial/).fill('Please do not publish this one.')
  await form.getByRole('button', { name: 'Send my testimonial' }).click()
  await expect(page).toHaveURL('/feedback/testimonial/', { timeout: proofOfWork })
  const approve = new URL(linkAfter((await agencyMailAbout(email)).text, 'Publish'))
  const token = approve.searchParams.get('token')!
  const { id, posted_at } = (await testimonialNamed(name))!

  const [payload, signature] = token.split('.') as [string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  const otherPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 }))
  // The site's own secret (generated into its DATA_DIR): only an expired date is wrong here.
  const secret = readFileSync(`data/e2e-${port}/app-secret`, 'utf8').trim()
  const expired = signToken(
    'testimonial-moderation',
    { id, at: new Date(posted_at).getTime(), d: 'approve' },
    { secret, expiresAt: new Date(Date.now() - 1000) },
  )
  for (const bad of [`${otherPayload.toString('base64url')}.${signature}`, expired]) {
    await page.goto(`/testimonials/moderate/?token=${bad}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
    await expect(page.getByRole('button', { name: 'Publish the testimonial' })).toHaveCount(0)
    const posted = await request.post(`/api/testimonials/moderate/?token=${bad}`, {
      form: { lang: 'en' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(303)
  }
  await expectNoViolations(page)
  expect((await testimonialNamed(name))!.status).toBe('pending')
})
