// `npm run demo -- status` and `npm run demo -- remove [--kind <kind>] [--agent <id>] [--no-backup]`:
// what is left of the demo agency and its removal, kind by kind, as the back office's Go live
// screen does (docs/decisions/073-go-live.md). Exit code 1 when a removal is refused.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { parseEnv } from '../src/lib/env-schema'
import { backup } from '../src/server/backup/backup'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import * as schema from '../src/server/db/schema'
import {
  demoFindings,
  demoKinds,
  demoReference,
  isDemoKind,
  removalBlocker,
  removeDemoKind,
  type DemoKind,
} from '../src/features/back-office/server'

const usage = `Usage:
  npm run demo -- status
  npm run demo -- remove [--kind <kind>] [--agent <id>] [--no-backup]

status prints one line per kind of demo data: the kind, how many are left, whether they can be
removed now (ready), there are none (clean), or what must come first, and a few of them.
remove takes a backup (npm run backup) and removes every kind, or only --kind, each in its own
transaction with an audit row. --agent gives the demo agents' listings to the agency's agent with
that id (default: to no agent). Kinds: ${demoKinds.join(', ')}.`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    agent: { type: 'string' },
    'no-backup': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command] = positionals
const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`)
  process.exit(1)
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
if (command !== 'status' && command !== 'remove') fail('Say status or remove.')
if (values.kind !== undefined && !isDemoKind(values.kind))
  fail(`--kind is one of ${demoKinds.join(', ')}.`)
if (values.agent !== undefined && !/^\d{1,9}$/.test(values.agent)) fail('--agent is an agent id.')

const problems: Record<string, string> = {
  noOwnAdmin: 'create your own admin first (npm run staff -- create …)',
  signedInAsDemo: 'sign in as your own admin',
  agencyUnchanged: "enter the agency's own name and e-mail address under Settings → Agency first",
  notRemovable: 'replace the logo under Settings → Header',
  unknownAgent: '--agent is not one of the agency’s own agents',
  nothingLeft: 'nothing left',
}

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.error(message))
const pool = new pg.Pool({ connectionString: database.url, max: 2 })
try {
  await runMigrations(database.url)
  const db = drizzle(pool, { schema })
  const reference = demoReference()
  const found = await demoFindings(db, reference)
  const { findings } = found
  if (command === 'status') {
    for (const finding of findings) {
      const state =
        finding.count === 0 ? 'clean' : (removalBlocker(finding.kind, found, null) ?? 'ready')
      const shown = finding.examples.slice(0, 5).join(', ')
      const more = finding.examples.length > 5 ? `, … ${finding.examples.length - 5} more` : ''
      console.log([finding.kind, finding.count, state, `${shown}${more}`].join('\t'))
    }
  } else {
    const kinds: DemoKind[] = values.kind
      ? [values.kind as DemoKind]
      : findings.filter((finding) => finding.count > 0).map((finding) => finding.kind)
    const left = kinds.filter((kind) => findings.find((f) => f.kind === kind)!.count > 0)
    if (left.length && !values['no-backup']) {
      const stamp = new Date()
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, 'Z')
      const folder = path.resolve('backups', `${stamp}-before-demo-removal`)
      await backup(database.url, env.DATA_DIR, folder)
      console.log(`Backup written to ${folder} (npm run restore -- ${folder} puts it back).`)
    }
    for (const kind of kinds) {
      const outcome = await removeDemoKind(db, kind, {
        staffId: null,
        agentId: values.agent === undefined ? null : Number(values.agent),
        reference,
      })
      if (outcome.ok) console.log(`${kind}\tremoved ${outcome.removed}`)
      else if (outcome.problem === 'nothingLeft') console.log(`${kind}\tnothing left`)
      else {
        // The logo is replaced, not removed: said, but no failure of an automated deploy.
        if (kind !== 'branding') process.exitCode = 1
        console.log(`${kind}\trefused: ${problems[outcome.problem]}`)
      }
    }
  }
} finally {
  await pool.end()
  if (database.startedHere) await database.stop()
}
