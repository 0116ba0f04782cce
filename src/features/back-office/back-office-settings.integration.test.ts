import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedContent } from '@/server/seed/seed-content'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { auditLog, contentVersion, siteConfig, staff } from '@/server/db/schema'
import type { FormValues } from '@/lib/forms/form-state'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { StaffMember } from './auth/staff-member'
import {
  discardSettingsDraft,
  publishSettingsDraft,
  revertSettings,
  saveSettingsDraft,
} from './settings/settings-changes'
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
let admin: StaffMember
let agent: StaffMember

beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  await seedContent(database.db)
  await seedDemo(database.db)
  const member = async (email: string, role: 'admin' | 'agent') => {
    const [row] = await database.db.select().from(staff).where(eq(staff.email, email))
    return { ...row!, role, locale: 'en', sessionId: 'test' } as StaffMember
  }
  admin = await member(demoStaff[0].email, 'admin')
  agent = await member(demoStaff[1].email, 'agent')
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

const contentVersionNow = async () =>
  (await database.db.select({ version: contentVersion.version }).from(contentVersion))[0]!.version

const publishedRow = async () => (await database.db.select().from(siteConfig))[0]!

/** What the section's form posts when nothing is changed: its fields as the browser sends them. */
function posted(groups: readonly GroupModel[]): FormValues {
  const values: FormValues = {}
  for (const group of groups) {
    for (const field of group.fields) {
      if (field.kind !== 'checkbox') values[field.name] = field.value
      else if (field.checked) values[field.name] = 'on'
    }
    Object.assign(values, posted(group.groups))
  }
  return values
}

/**
 * Submits a section's form as the browser would, changed by `edit` (and a list button), then
 * answers what the form would show, in Dutch.
 */
async function submit(
  section: SettingsSection,
  edit: (values: FormValues) => void,
  { operations = [], token }: { operations?: string[]; token?: string } = {},
) {
  const settings = await readSettings(database.db)
  const base = settings.draft ?? settings.published
  const config = structuredClone(base)
  for (const operation of operations) applyRowOperation(config, section, operation)
  const values = posted((await sectionState('nl', section, config, settings.token)).groups)
  edit(values)
  const edited = applySection(base, section, new Posted(values))
  const result = await saveSettingsDraft(database.db, admin, {
    section,
    token: token ?? settings.token,
    config: edited,
  })
  const state = await sectionState('nl', section, edited, settings.token, {
    issues: result.status === 'invalid' ? result.issues : [],
  })
  return { result, errors: state.errors, otherErrors: state.otherErrors, edited }
}

describe('configuration forms refuse a bad field next to it, in the member’s language', () => {
  it('languages: the default language must be in use, and one language at least', async () => {
    const notEnabled = await submit('languages', (values) => delete values['languages.en'])
    expect(notEnabled.result.status).toBe('invalid')
    expect(notEnabled.errors).toEqual({
      defaultLanguage: 'De standaardtaal moet een van de talen van de site zijn.',
    })
    const none = await submit('languages', (values) => {
      for (const code of ['en', 'nl', 'fr', 'de']) delete values[`languages.${code}`]
    })
    expect(none.errors['languages.en']).toBe('Kies minstens één taal.')
  })

  it('agency: a bad e-mail address, a number that is none, a bad time range', async () => {
    const { errors } = await submit('agency', (values) => {
      values['agency.email'] = 'info-at-immohorizon'
      values['agency.lat'] = 'north'
      values.contactTimeSlots = '10:00-13:00\nmornings'
    })
    expect(errors).toEqual({
      'agency.email': 'Geef een geldig e-mailadres in.',
      'agency.lat': 'Geef een getal in.',
      contactTimeSlots: 'Geef één tijdvak per regel in, bijvoorbeeld 10:00-13:00.',
    })
  })

  it('tracking: IDs of the wrong format, with the expected one', async () => {
    const { errors } = await submit('tracking', (values) => {
      values['siteInformation.analyticsId'] = 'UA-12345-1'
      values['siteInformation.tagManagerId'] = 'GTM-AB12CD3'
      values['siteInformation.pixelId'] = '12"><script>'
    })
    expect(errors).toEqual({
      'siteInformation.analyticsId':
        'Dit ID heeft niet de verwachte vorm, bijvoorbeeld G-AB12CD34EF.',
      'siteInformation.pixelId':
        'Dit ID heeft niet de verwachte vorm, bijvoorbeeld 123456789012345.',
    })
  })

  it('colours: not a colour, and text below 4.5:1 on its background', async () => {
    const { result, errors } = await submit('colours', (values) => {
      values['theme.accent'] = 'orange'
      values['footer.colors.text'] = '#1D4E55'
      values['theme.primaryContrast'] = '#777777'
      values['theme.primary'] = '#FFFFFF'
    })
    expect(result.status).toBe('invalid')
    expect(errors).toEqual({
      'theme.accent': 'Geef een kleur in zoals #1a2b3c.',
      'footer.colors.text': expect.stringMatching(
        /^Het contrast met de achtergrond is 1\.\d\d:1; tekst heeft minstens 4,5:1 nodig\.$/,
      ),
      'theme.primaryContrast':
        'Het contrast met de achtergrond is 4.48:1; tekst heeft minstens 4,5:1 nodig.',
    })
  })

  it('top bar: a link added without a text or an address', async () => {
    const { errors } = await submit('top-bar', () => {}, { operations: ['add:header.appBar.left'] })
    expect(errors).toEqual({
      'header.appBar.left.2.label.en': 'Vul dit veld in.',
      'header.appBar.left.2.href.en': 'Vul dit veld in.',
    })
  })

  it('header: a banner without an image', async () => {
    const { errors } = await submit('header', (values) => (values['header.banner.image'] = ' '))
    expect(errors).toEqual({ 'header.banner.image': 'Vul dit veld in.' })
  })

  it('footer: a column without a title, a width out of range', async () => {
    const { errors } = await submit('footer', (values) => {
      for (const code of ['en', 'nl', 'fr', 'de']) values[`footer.columns.1.title.${code}`] = ''
      values['footer.maxWidth'] = '4000'
    })
    expect(errors).toEqual({
      'footer.columns.1.title.en': 'Vul dit veld in.',
      'footer.maxWidth': 'Geef een getal in van hoogstens 2400.',
    })
  })

  it('menus: a main menu without items, a page that does not exist or only a form leads to', async () => {
    const empty = await submit('menus', (values) => {
      for (const name of Object.keys(values))
        if (name.startsWith('header.menu.')) delete values[name]
    })
    expect(empty.errors).toEqual({ 'header.menu': 'Het hoofdmenu heeft minstens één item nodig.' })
    const unknown = await submit('menus', (values) => {
      values['header.menu.1.page'] = 'te-koop-oud'
      values['header.menu.5.children.2.page'] = 'services/verhuur'
      values['header.menu.2.page'] = 'feedback/contact-me'
    })
    expect(unknown.result.status).toBe('invalid')
    expect(unknown.errors).toEqual({
      'header.menu.1.page': 'De pagina te-koop-oud bestaat niet: kies er een uit de lijst.',
      'header.menu.2.page': 'De pagina feedback/contact-me bestaat niet: kies er een uit de lijst.',
      'header.menu.5.children.2.page':
        'De pagina services/verhuur bestaat niet: kies er een uit de lijst.',
    })
  })

  it('a refused save leaves no draft', async () => {
    expect((await readSettings(database.db)).draft).toBeNull()
  })
})

describe('drafts, publishing and reverting', () => {
  it('saves a draft without touching the public configuration or the page cache', async () => {
    const { getSiteConfig } = await import('@/server/site-config/site-config.server')
    const { getDraftSiteConfig } = await import('@/server/site-config/site-config-draft.server')
    expect(await getDraftSiteConfig()).toBeNull()
    const before = await getSiteConfig()
    const version = await contentVersionNow()
    const row = await publishedRow()

    const { result } = await submit('footer', (values) => {
      values['footer.copyright.nl'] = '© 2026 Immo Horizon – nieuw'
    })
    expect(result.status).toBe('saved')
    expect(await contentVersionNow()).toBe(version)
    expect(await publishedRow()).toEqual(row)
    expect((await getSiteConfig()).footer.copyright).toEqual(before.footer.copyright)
    const draft = await getDraftSiteConfig()
    expect(draft!.footer.copyright).toMatchObject({ nl: '© 2026 Immo Horizon – nieuw' })
    expect(draft!.agency).toEqual(before.agency)

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.draft'))
    expect(audit).toMatchObject({
      staffId: admin.id,
      subject: 'site-config:footer',
      before: { copyright: { nl: '© 2026 Immo Horizon SRL – alle rechten voorbehouden' } },
      after: { copyright: { nl: '© 2026 Immo Horizon – nieuw' } },
    })
  })

  it('adds, moves and removes rows, saved with the draft', async () => {
    const added = await submit(
      'top-bar',
      (values) => {
        for (const code of ['en', 'nl', 'fr', 'de']) {
          values[`header.appBar.right.2.label.${code}`] = 'Instagram'
          values[`header.appBar.right.2.href.${code}`] = 'https://www.instagram.com/immohorizon'
        }
        values['header.appBar.right.2.icon'] = 'instagram'
      },
      { operations: ['add:header.appBar.right'] },
    )
    expect(added.result.status).toBe('saved')
    const moved = structuredClone(added.edited)
    expect(applyRowOperation(moved, 'top-bar', 'up:header.appBar.right.2')).toBe(true)
    expect(applyRowOperation(moved, 'top-bar', 'remove:header.appBar.right.0')).toBe(true)
    expect(moved.header.appBar.right.map((link) => link.icon)).toEqual(['instagram', 'facebook'])
    expect(added.edited.header.appBar.right[2]).toEqual({
      label: 'Instagram',
      href: 'https://www.instagram.com/immohorizon',
      icon: 'instagram',
      status: true,
    })
    // A list another section edits, or a path that is no list, is left alone.
    expect(applyRowOperation(moved, 'top-bar', 'add:footer.columns')).toBe(false)
    expect(applyRowOperation(moved, 'footer', 'remove:footer.columns.9')).toBe(false)
  })

  it('publishes the draft: the site reads it at once and the page cache sees a new version', async () => {
    const { getSiteConfig } = await import('@/server/site-config/site-config.server')
    expect((await getSiteConfig()).footer.copyright).toMatchObject({
      nl: '© 2026 Immo Horizon SRL – alle rechten voorbehouden',
    })
    const version = await contentVersionNow()
    const { token } = await readSettings(database.db)
    expect(await publishSettingsDraft(database.db, admin, token)).toBe('done')

    expect((await getSiteConfig()).footer.copyright).toMatchObject({
      nl: '© 2026 Immo Horizon – nieuw',
    })
    expect((await getSiteConfig()).header.appBar.right).toHaveLength(3)
    expect(await contentVersionNow()).toBeGreaterThan(version)
    const settings = await readSettings(database.db)
    expect(settings.draft).toBeNull()
    expect(settings.canRevert).toBe(true)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.publish'))
    expect(Object.keys(audit!.after!).sort()).toEqual(['footer', 'top-bar'])
    expect(audit!.before).toMatchObject({
      footer: { copyright: { nl: '© 2026 Immo Horizon SRL – alle rechten voorbehouden' } },
    })
    expect(await publishSettingsDraft(database.db, admin, settings.token)).toBe('nothing')
  })

  it('reverts to the configuration published before, and back again', async () => {
    const { getSiteConfig } = await import('@/server/site-config/site-config.server')
    const version = await contentVersionNow()
    const { token } = await readSettings(database.db)
    expect(await revertSettings(database.db, admin, token)).toBe('done')
    const reverted = await getSiteConfig()
    expect(reverted.footer.copyright).toMatchObject({
      nl: '© 2026 Immo Horizon SRL – alle rechten voorbehouden',
    })
    expect(reverted.header.appBar.right).toHaveLength(2)
    expect(await contentVersionNow()).toBeGreaterThan(version)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.revert'))
    expect(audit!.after).toMatchObject({
      footer: { copyright: { nl: '© 2026 Immo Horizon SRL – alle rechten voorbehouden' } },
    })
    // The version it replaced is kept in turn: a second revert puts it back.
    expect(await revertSettings(database.db, admin, (await readSettings(database.db)).token)).toBe(
      'done',
    )
    expect((await getSiteConfig()).footer.copyright).toMatchObject({
      nl: '© 2026 Immo Horizon – nieuw',
    })
  })

  it('refuses a save or a publish against a newer version, overwriting nothing', async () => {
    const loaded = (await readSettings(database.db)).token
    const first = await submit('agency', (values) => (values['agency.phone'] = '+32 2 555 99 99'), {
      token: loaded,
    })
    expect(first.result.status).toBe('saved')
    const stale = await submit('agency', (values) => (values['agency.phone'] = '+32 2 555 00 00'), {
      token: loaded,
    })
    expect(stale.result).toEqual({ status: 'conflict' })
    const { getDraftSiteConfig } = await import('@/server/site-config/site-config-draft.server')
    expect((await getDraftSiteConfig())!.agency.phone).toBe('+32 2 555 99 99')
    expect(await publishSettingsDraft(database.db, admin, loaded)).toBe('conflict')
    expect(await revertSettings(database.db, admin, loaded)).toBe('conflict')
    expect(await discardSettingsDraft(database.db, admin, loaded)).toBe('conflict')
    expect((await publishedRow()).data as SiteConfig).toMatchObject({
      agency: { phone: '+32 2 555 01 23' },
    })
  })

  it('discards the draft, leaving the published configuration', async () => {
    const row = await publishedRow()
    const { token } = await readSettings(database.db)
    expect(await discardSettingsDraft(database.db, admin, token)).toBe('done')
    expect((await readSettings(database.db)).draft).toBeNull()
    expect(await publishedRow()).toEqual(row)
  })

  it('refuses every change to an agent', async () => {
    const settings = await readSettings(database.db)
    expect(
      await saveSettingsDraft(database.db, agent, {
        section: 'footer',
        token: settings.token,
        config: settings.published,
      }),
    ).toEqual({ status: 'forbidden' })
    expect(await publishSettingsDraft(database.db, agent, settings.token)).toBe('forbidden')
    expect(await revertSettings(database.db, agent, settings.token)).toBe('forbidden')
    expect(await discardSettingsDraft(database.db, agent, settings.token)).toBe('forbidden')
    expect((await readSettings(database.db)).token).toBe(settings.token)
  })
})

describe('menus', () => {
  it('adds a main-menu item with a child, saved as a draft; the other items are unchanged', async () => {
    const before = (await readSettings(database.db)).published.header
    const added = await submit(
      'menus',
      (values) => {
        values['header.menu.7.page'] = 'jobs'
        values['header.menu.7.label.en'] = 'Jobs'
        values['header.menu.7.label.fr'] = 'Emplois'
        values['header.menu.7.children.0.page'] = 'team'
        delete values['header.menu.7.children.0.status']
      },
      { operations: ['add:header.menu', 'add:header.menu.7.children'] },
    )
    expect(added.result.status).toBe('saved')
    const { getDraftSiteConfig } = await import('@/server/site-config/site-config-draft.server')
    const draft = (await getDraftSiteConfig())!.header
    expect(draft.menu).toHaveLength(before.menu.length + 1)
    expect(draft.menu.slice(0, -1)).toEqual(before.menu)
    expect(draft.menuMobile).toEqual(before.menuMobile)
    expect(draft.menu.at(-1)).toEqual({
      page: 'jobs',
      label: { en: 'Jobs', fr: 'Emplois' },
      status: true,
      children: [{ page: 'team', status: false }],
    })
    // Moved up, and its child removed.
    const moved = structuredClone(added.edited)
    expect(applyRowOperation(moved, 'menus', 'up:header.menu.7')).toBe(true)
    expect(applyRowOperation(moved, 'menus', 'remove:header.menu.6.children.0')).toBe(true)
    expect(moved.header.menu[6]!.page).toBe('jobs')
    // Children of a mobile-menu item or of a child are not edited here.
    expect(applyRowOperation(moved, 'menus', 'add:header.menuMobile.0.children')).toBe(false)
    expect(applyRowOperation(moved, 'menus', 'add:header.menu.5.children.0.children')).toBe(false)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'site-config:menus'))
    expect(audit).toMatchObject({ action: 'settings.draft', before: { menu: before.menu } })
  })
})
