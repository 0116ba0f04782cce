// Builds the site when there is no production build yet, or when a source file changed since it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const buildId = path.join('.next', 'BUILD_ID')
const sources = [
  'src',
  'messages',
  'public',
  'package.json',
  'next.config.ts',
  'scripts/compile-hints.ts',
]

function newestChange(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  )
}

const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0
if (built === 0 || Math.max(...sources.map(newestChange)) > built) {
  console.log(built === 0 ? 'No production build yet: building…' : 'Sources changed: rebuilding…')
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  process.exit(result.status ?? 1)
}
