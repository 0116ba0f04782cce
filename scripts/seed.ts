// `npm run seed`: replaces configuration, pages and demo data with the versioned seed.
import { parseEnv } from '../src/lib/env-schema'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import { seedDatabase } from '../src/server/seed/seed-all'

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.log(message))
try {
  await runMigrations(database.url)
  await seedDatabase(database.url, { onlyIfEmpty: false })
  console.log('Database seeded with the demo site.')
} finally {
  // Leave a server that `npm start` is using alone.
  if (database.startedHere) await database.stop()
}
