// `npm run owner -- invite <email> <property reference…> [--first-name … --last-name … --language nl]`:
// gives an owner access to the portal (docs/back-office.md "Owner accounts"). Exit code 1 on a bad request.
import { parseArgs } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { parseSiteConfig } from '../src/lib/site-config/site-config-schema'
import { InvitationError, inviteOwner } from '../src/features/owner-portal/auth/invite'
import { portalHref } from '../src/features/owner-portal/portal-paths'
import { parseEnv } from '../src/lib/env-schema'
import { publicOrigin } from '../src/lib/public-origin'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import * as schema from '../src/server/db/schema'

const usage = `Usage: npm run owner -- invite <email> <property reference…> [options]

Creates the owner if needed (then all three options are required), links the properties and
e-mails a link to choose a password (valid 7 days). Inviting again sends a new link.

  --first-name <name>   the owner's first name
  --last-name <name>    the owner's last name
  --language <code>     the owner's language: en, nl, fr or de (portal and e-mails)`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    language: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command, email, ...references] = positionals
if (values.help || command !== 'invite' || !email) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.log(message))
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
try {
  await runMigrations(database.url)
  const db = drizzle(pool, { schema })
  const [row] = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.id, 1))
  if (!row) throw new InvitationError('The site has no configuration yet: run `npm run seed`.')
  const config = parseSiteConfig(row.data)
  const origin = publicOrigin(env)
  const result = await inviteOwner(
    db,
    {
      email,
      references,
      firstName: values['first-name'],
      lastName: values['last-name'],
      language: values.language,
    },
    {
      agencyName: config.agency.name,
      linkFor: (lang, token) =>
        `${origin}${portalHref(lang, config.defaultLanguage, 'password')}?token=${token}`,
    },
  )
  console.log(
    `${result.created ? 'Created' : 'Updated'} owner ${email.toLowerCase()} with ${result.linked.join(', ')}. ` +
      'The invitation is in the e-mail outbox: the running site sends it (SMTP_URL, or DATA_DIR/mail/).',
  )
  if (!env.PUBLIC_URL) {
    console.warn(
      `Warning: PUBLIC_URL is not set, so the link in the invitation points to ${origin}, which ` +
        "only works on this machine. Set PUBLIC_URL to the site's public address " +
        '(e.g. PUBLIC_URL=https://www.agency.be npm run owner -- invite …) and invite again.',
    )
  }
} catch (error) {
  if (!(error instanceof InvitationError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await pool.end()
  // Leave a server that `npm start` is using alone.
  if (database.startedHere) await database.stop()
}
