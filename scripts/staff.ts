// `npm run staff -- create|invite <email> --name <name> --role admin|agent [--lang en]` and
// `npm run staff -- disable <email>`: the first admin of a real agency, a new member, or a staff
// member who left (docs/back-office.md "Staff accounts"). Exit code 1 on a bad request.
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { isSupportedLanguage, type Language } from '../src/lib/i18n/languages'
import { parseSiteConfig } from '../src/lib/site-config/site-config-schema'
import { parseEnv } from '../src/lib/env-schema'
import { publicOrigin } from '../src/lib/public-origin'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import * as schema from '../src/server/db/schema'
import {
  adminHref,
  createStaff,
  disableStaff,
  generateStaffPassword,
  inviteStaff,
  staffRoles,
  type StaffRole,
} from '../src/features/back-office/server'

const usage = `Usage:
  npm run staff -- create <email> --name <name> --role admin|agent [--lang en|nl|fr|de]
  npm run staff -- invite <email> --name <name> --role admin|agent [--lang en|nl|fr|de]
  npm run staff -- disable <email>

create makes a back-office account with a generated password, printed once: log in at /admin/
and keep it in a password manager. invite makes the account without a password and e-mails the
member, in their language, a link to choose one (single use, valid 7 days). disable refuses the
account's logins and ends its sessions. --language is the same as --lang.`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    role: { type: 'string' },
    lang: { type: 'string' },
    language: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command, email] = positionals
const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`)
  process.exit(1)
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Give a valid e-mail address.')
if (command !== 'create' && command !== 'invite' && command !== 'disable')
  fail('Say create, invite or disable.')
const language = values.lang ?? values.language ?? 'en'
if (command !== 'disable') {
  if (!values.name?.trim()) fail('Give the person’s name with --name.')
  if (!staffRoles.includes(values.role as StaffRole)) fail('Give --role admin or --role agent.')
  if (!isSupportedLanguage(language)) fail('--lang is one of en, nl, fr, de.')
}

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.log(message))
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
try {
  await runMigrations(database.url)
  const db = drizzle(pool, { schema })
  if (command === 'create') {
    // The agency's name is known once the site is seeded; a first admin may come before.
    const [row] = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.id, 1))
    const password = generateStaffPassword({
      email: email!,
      names: [values.name!],
      agency: row ? parseSiteConfig(row.data).agency.name : null,
    })
    await createStaff(db, {
      email: email!,
      name: values.name!.trim(),
      role: values.role as StaffRole,
      locale: language as Language,
      password,
    })
    console.log(
      `Created ${values.role} ${email!.toLowerCase()}. Password (shown once): ${password}`,
    )
    console.log(`Log in at ${publicOrigin(env)}/admin/login/`)
  } else if (command === 'invite') {
    const [row] = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.id, 1))
    if (!row) fail('The site has no configuration yet: run `npm run seed`.')
    const config = parseSiteConfig(row!.data)
    const origin = publicOrigin(env)
    const result = await inviteStaff(
      db,
      null,
      {
        email: email!,
        name: values.name!.trim(),
        role: values.role as StaffRole,
        language: language as Language,
        agent: null,
      },
      {
        agency: config.agency.name,
        linkFor: (lang, token) =>
          `${origin}${adminHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
      },
    )
    if (!result.ok) fail(`A staff account ${email!.toLowerCase()} exists already.`)
    console.log(
      `Invited ${values.role} ${email!.toLowerCase()}. The invitation is in the e-mail outbox: ` +
        'the running site sends it (SMTP_URL, or DATA_DIR/mail/).',
    )
  } else if (await disableStaff(db, email!)) {
    console.log(`Disabled ${email!.toLowerCase()}: its sessions are ended.`)
  } else {
    fail(`No staff account ${email!.toLowerCase()}.`)
  }
} catch (error) {
  if (!(
    error instanceof Error && /staff_email_unique/.test(`${error.message}${String(error.cause)}`)
  ))
    throw error
  console.error(`A staff account ${email!.toLowerCase()} exists already.`)
  process.exitCode = 1
} finally {
  await pool.end()
  if (database.startedHere) await database.stop()
}
