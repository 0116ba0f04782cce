// `npm run outbox -- failed` lists the e-mails the outbox gave up on; `npm run outbox -- retry
// <id…>` or `-- retry --all` queues them again (docs/operations.md, "Failed e-mails"). Exit code 1 on a bad
// request.
import { parseArgs } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { parseEnv } from '../src/lib/env-schema'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import * as schema from '../src/server/db/schema'
import { failedMails, retryFailedMails } from '../src/server/mail/failed-mail'

const usage = `Usage: npm run outbox -- failed
       npm run outbox -- retry <id…>
       npm run outbox -- retry --all

  failed   lists the e-mails given up after 10 attempts: id, date, kind, recipient, last error
  retry    sends them again, with 10 new attempts, once the cause is fixed`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
})
const [command, ...rest] = positionals
const ids = rest.map(Number)
const valid =
  (command === 'failed' && rest.length === 0 && !values.all) ||
  (command === 'retry' &&
    (values.all ? rest.length === 0 : ids.length > 0 && ids.every(Number.isSafeInteger)))
if (values.help || !valid) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.error(message))
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
try {
  await runMigrations(database.url)
  const db = drizzle(pool, { schema })
  if (command === 'failed') {
    const mails = await failedMails(db)
    for (const mail of mails) {
      const when = mail.createdAt.toISOString().slice(0, 16).replace('T', ' ')
      console.log(`${mail.id}  ${when}  ${mail.kind}  ${mail.to}  ${mail.lastError ?? ''}`)
    }
    console.log(`${mails.length} failed e-mail${mails.length === 1 ? '' : 's'}`)
  } else {
    const queued = await retryFailedMails(db, values.all ? undefined : ids)
    if (queued.length) {
      console.log(`queued again: ${queued.join(', ')}; the running site sends them within seconds`)
    } else console.log('no failed e-mail to queue again')
    const missing = values.all ? [] : ids.filter((id) => !queued.includes(id))
    if (missing.length) {
      console.error(`not failed or unknown: ${missing.join(', ')}`)
      process.exitCode = 1
    }
  }
} finally {
  await pool.end()
  // Leave a server that `npm start` is using alone.
  if (database.startedHere) await database.stop()
}
