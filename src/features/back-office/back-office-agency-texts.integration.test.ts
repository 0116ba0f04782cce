import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedContent } from '@/server/seed/seed-content'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { auditLog, staff } from '@/server/db/schema'
import { bannerImage } from '@/lib/site-config/branding'
import type { FormValues } from '@/lib/forms/form-state'
import type { StaffMember } from './auth/staff-member'
import type { applyBrandUploads as ApplyBrandUploads } from './settings/brand-uploads.server'
import { saveSettingsDraft } from './settings/settings-changes'
import type { GroupModel } from './settings/settings-form-model'
import {
  applyRowOperation,
  applySection,
  Posted,
  type SettingsSection,
} from './settings/settings-sections'
import { sectionState } from './settings/settings-state'
import { readSettings } from './settings/settings-store'

vi.mock('next-intl/server', () => import('../../../tests/support/next-intl-server'))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string
let admin: StaffMember
let applyBrandUploads: typeof ApplyBrandUploads

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'brand-images-'))
  process.env.DATABASE_URL = database.url
  process.env.DATA_DIR = dataDir
  ;({ applyBrandUploads } = await import('./settings/brand-uploads.server'))
  await seedContent(database.db)
  await seedDemo(database.db)
  const [row] = await database.db.select().from(staff).where(eq(staff.email, demoStaff[0].email))
  admin = { ...row!, role: 'admin', locale: 'en', sessionId: 'test' } as StaffMember
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

/** What the section's form posts when nothing is changed: its fields as the browser sends them. */
function posted(groups: readonly GroupModel[]): FormValues {
  const values: FormValues = {}
  for (const group of groups) {
    for (const field of group.fields) {
      if (field.kind === 'file') continue
      if (field.kind !== 'checkbox') values[field.name] = field.value
      else if (field.checked) values[field.name] = 'on'
    }
    Object.assign(values, posted(group.groups))
  }
  return values
}

/** Submits a section's form as the browser would, changed by `edit`; the errors in `lang`. */
async function submit(
  section: SettingsSection,
  edit: (values: FormValues) => void,
  { operations = [], lang = 'nl' }: { operations?: string[]; lang?: 'nl' | 'fr' | 'de' } = {},
) {
  const settings = await readSettings(database.db)
  const base = settings.draft ?? settings.published
  const config = structuredClone(base)
  for (const operation of operations) applyRowOperation(config, section, operation)
  const values = posted((await sectionState(lang, section, config, settings.token)).groups)
  edit(values)
  const edited = applySection(base, section, new Posted(values))
  const result = await saveSettingsDraft(database.db, admin, {
    section,
    token: settings.token,
    config: edited,
  })
  const state = await sectionState(lang, section, edited, settings.token, {
    issues: result.status === 'invalid' ? result.issues : [],
  })
  return { result, errors: state.errors }
}

const draftNow = async () => {
  const settings = await readSettings(database.db)
  return settings.draft ?? settings.published
}

describe('opening hours, key figures and the loan rate refuse bad input and store nothing', () => {
  it('opening hours: a closing time before the opening, no day, a bad time', async () => {
    const before = await draftNow()
    const { result, errors } = await submit('opening-hours', (values) => {
      values['openingHours.0.closes'] = '08:00'
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
        delete values[`openingHours.1.days.${day}`]
      values['openingHours.1.opens'] = '25:00'
    })
    expect(result.status).toBe('invalid')
    expect(errors).toEqual({
      'openingHours.0.closes': 'Het sluitingsuur moet later zijn dan het openingsuur.',
      'openingHours.1.days.Monday': 'Kies minstens één dag.',
      'openingHours.1.opens': 'Geef een uur in zoals 09:00.',
    })
    expect(await draftNow()).toEqual(before)
  })

  it('exceptions: a last day before the first, one time without the other, a bad date', async () => {
    const before = await draftNow()
    const { result, errors } = await submit(
      'opening-hours',
      (values) => {
        values['openingExceptions.0.from'] = '2026-12-26'
        values['openingExceptions.0.until'] = '2026-12-24'
        values['openingExceptions.0.opens'] = '10:00'
        values['openingExceptions.1.from'] = '26/12/2026'
      },
      { operations: ['add:openingExceptions', 'add:openingExceptions'], lang: 'fr' },
    )
    expect(result.status).toBe('invalid')
    expect(errors).toEqual({
      'openingExceptions.0.until': 'Le dernier jour ne peut pas précéder le premier.',
      'openingExceptions.0.closes': 'Indiquez les deux heures, ou aucune si l’agence est fermée.',
      'openingExceptions.1.from': 'Saisissez une date comme 2026-12-25.',
    })
    expect(await draftNow()).toEqual(before)
  })

  it('exceptions: a closed holiday and a late evening are saved, and audited', async () => {
    const { result } = await submit(
      'opening-hours',
      (values) => {
        values['openingExceptions.0.from'] = '2026-12-25'
        values['openingExceptions.0.until'] = '2026-12-26'
        values['openingExceptions.0.note.en'] = 'Christmas'
        values['openingExceptions.0.note.nl'] = 'Kerstmis'
        values['openingExceptions.1.from'] = '2026-12-22'
        values['openingExceptions.1.opens'] = '09:00'
        values['openingExceptions.1.closes'] = '21:00'
      },
      { operations: ['add:openingExceptions', 'add:openingExceptions'] },
    )
    expect(result.status).toBe('saved')
    expect((await draftNow()).openingExceptions).toEqual([
      { from: '2026-12-25', until: '2026-12-26', note: { en: 'Christmas', nl: 'Kerstmis' } },
      { from: '2026-12-22', opens: '09:00', closes: '21:00' },
    ])
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'site-config:opening-hours'))
    expect(audit?.action).toBe('settings.draft')
    expect(audit?.after).toMatchObject({ openingExceptions: [{ from: '2026-12-25' }, {}] })
  })

  it('key figures: a word and a share above 100 % are refused; an empty one is hidden', async () => {
    const before = await draftNow()
    const refused = await submit(
      'claims',
      (values) => {
        values['marketingClaims.clients'] = 'veel'
        values['marketingClaims.soldWithinTwoWeeks'] = '150'
      },
      { lang: 'de' },
    )
    expect(refused.errors).toEqual({
      'marketingClaims.clients': 'Geben Sie eine Zahl ein.',
      'marketingClaims.soldWithinTwoWeeks': 'Geben Sie einen Prozentsatz von 1 bis 100 ein.',
    })
    expect(await draftNow()).toEqual(before)

    const saved = await submit('claims', (values) => {
      values['marketingClaims.yearsInBusiness'] = ''
      values['marketingClaims.soldWithinTwoWeeks'] = '64'
    })
    expect(saved.result.status).toBe('saved')
    const claims = (await draftNow()).marketingClaims
    expect(claims.yearsInBusiness).toBeUndefined()
    expect(claims.soldWithinTwoWeeks).toBe(0.64)
  })

  it('loan rate: a rate out of range, a bad date, a last day before the rate’s date', async () => {
    const before = await draftNow()
    const { result, errors } = await submit('loan-rate', (values) => {
      values['loanEstimate.ratePercent'] = '45'
      values['loanEstimate.date'] = 'gisteren'
      values['loanEstimate.url'] = 'bank'
    })
    expect(result.status).toBe('invalid')
    expect(errors).toEqual({
      'loanEstimate.ratePercent': 'Geef een getal in van hoogstens 20.',
      'loanEstimate.date': 'Geef een datum in zoals 2026-12-25.',
      'loanEstimate.url': 'Geef een webadres in dat begint met https://.',
    })
    const early = await submit('loan-rate', (values) => {
      values['loanEstimate.date'] = '2026-12-01'
      values['loanEstimate.until'] = '2026-11-30'
    })
    expect(early.errors).toEqual({
      'loanEstimate.until': 'De laatste dag kan niet vóór de eerste vallen.',
    })
    expect(await draftNow()).toEqual(before)
  })

  it('loan rate: unticked, the example rate is gone from the draft', async () => {
    expect((await draftNow()).loanEstimate).toBeDefined()
    const { result } = await submit('loan-rate', (values) => {
      delete values['loanEstimate.enabled']
    })
    expect(result.status).toBe('saved')
    expect((await draftNow()).loanEstimate).toBeUndefined()
  })

  it('loan rate: ticked again, a rate needs its figures and where it comes from', async () => {
    const before = await draftNow()
    const { result, errors } = await submit('loan-rate', (values) => {
      values['loanEstimate.enabled'] = 'on'
    })
    expect(result.status).toBe('invalid')
    expect(errors).toEqual({
      'loanEstimate.ratePercent': 'Geef een getal in.',
      'loanEstimate.source.en': 'Vul dit veld in.',
      'loanEstimate.date': 'Geef een datum in zoals 2026-12-25.',
    })
    expect(await draftNow()).toEqual(before)
  })
})

describe('branding uploads are decoded before anything is stored', () => {
  const upload = (files: Record<string, Blob>) => {
    const form = new FormData()
    for (const [name, file] of Object.entries(files)) form.append(name, file, `${name}.png`)
    return form
  }
  const storedFiles = async () =>
    readdir(path.join(dataDir, 'media/brand')).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })

  it('refuses a file that is not an image, even named .png, and stores none of the uploads', async () => {
    const config = await draftNow()
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 4, background: '#0a3d62' },
    })
      .png()
      .toBuffer()
    const issues = await applyBrandUploads(
      config,
      upload({
        'branding.logo': new Blob([new Uint8Array(logo)], { type: 'image/png' }),
        'branding.favicon': new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      }),
    )
    expect(issues).toEqual([{ path: ['branding', 'favicon'], code: 'notImage' }])
    expect(config.branding).toEqual({})
    expect(await storedFiles()).toEqual([])
  })

  it('stores a logo re-encoded under /files/brand/, which the draft then names', async () => {
    const config = await draftNow()
    const logo = await sharp({
      create: { width: 1600, height: 400, channels: 4, background: '#0a3d62' },
    })
      .png()
      .toBuffer()
    const issues = await applyBrandUploads(
      config,
      upload({ 'branding.logo': new Blob([new Uint8Array(logo)]) }),
    )
    expect(issues).toEqual([])
    const stored = config.branding.logo!
    expect(stored.src).toMatch(/^\/files\/brand\/[\w-]+\.webp$/)
    // Kept in its proportions within 800 × 240.
    expect([stored.width, stored.height]).toEqual([800, 200])
    const [file] = await storedFiles()
    const written = await sharp(path.join(dataDir, 'media/brand', file!)).metadata()
    expect([written.format, written.width]).toEqual(['webp', 800])
    const settings = await readSettings(database.db)
    const result = await saveSettingsDraft(database.db, admin, {
      section: 'branding',
      token: settings.token,
      config,
    })
    expect(result.status).toBe('saved')
    expect((await draftNow()).branding.logo).toEqual(stored)
  })

  it('stores a banner photo as the JPEG its variants are made from, at most 2400 pixels wide', async () => {
    const config = await draftNow()
    const banner = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#2f6f4f' },
    })
      .png()
      .toBuffer()
    const issues = await applyBrandUploads(
      config,
      upload({ 'branding.banner': new Blob([new Uint8Array(banner)]) }),
    )
    expect(issues).toEqual([])
    const stored = config.branding.banner!
    expect(stored.src).toMatch(/^\/files\/brand\/[\w-]+\.jpg$/)
    expect([stored.width, stored.height]).toEqual([2400, 1200])
    expect(bannerImage(config)).toBe(stored.src)
  })
})
