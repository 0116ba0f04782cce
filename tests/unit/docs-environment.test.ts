import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envSchema } from '../../src/lib/env-schema'

// docs/environment.md is the operator's reference: every variable the README and the guides name
// must be one the site reads (src/lib/env-schema.ts) or one the tests and tools read, and every
// variable the site reads must be in its table.

const readme = readFileSync('README.md', 'utf8')
const environment = readFileSync('docs/environment.md', 'utf8')
const guides = [
  'README.md',
  ...['operations', 'environment', 'back-office', 'development'].map((name) => `docs/${name}.md`),
].map((file) => readFileSync(file, 'utf8'))
const compose = readFileSync('compose.yaml', 'utf8')
const siteVariables = Object.keys(envSchema.shape).sort()

/** The tables of a section, each as the variables named in its first column. */
function tables(text: string): string[][] {
  const found: string[][] = []
  let rows: string[] | undefined
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      rows = undefined
      continue
    }
    if (!rows) found.push((rows = []))
    rows.push(line)
  }
  return found.map((table) =>
    table
      .slice(2)
      .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
      .map((match) => match[1]!),
  )
}

const [siteTable = [], toolTable = []] = tables(environment)
// The variables of compose.yaml's .env (${NAME}), for the Compose part of the guide.
const composeVariables = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!)

describe('the environment variables in the README and docs/', () => {
  it('lists exactly the variables the site reads in its table', () => {
    expect([...siteTable].sort()).toEqual(siteVariables)
  })

  it('keeps the tests’ and tools’ variables apart from the site’s', () => {
    expect(toolTable.length).toBeGreaterThan(0)
    expect(toolTable.filter((name) => siteVariables.includes(name))).toEqual([])
  })

  it('names no variable that nothing reads', () => {
    const known = new Set([...siteVariables, ...toolTable, ...composeVariables])
    // NAME, NAME_* (a family) and NAME=value; not a file such as .next/BUILD_ID.
    const named = guides.flatMap((text) => [
      ...text.matchAll(/(?<![\w./-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(_\*)?/g),
    ])
    const unknown = named.filter(([, name, family]) =>
      family
        ? !siteVariables.some((variable) => variable.startsWith(`${name}_`))
        : !known.has(name!),
    )
    expect(unknown.map((match) => match[0])).toEqual([])
  })

  it('keeps the two first commands at the top', () => {
    const lines = readme.split('\n')
    expect(lines.slice(2, 6)).toEqual([
      '```sh',
      'npm install && npm start   # serves the demo site on http://localhost:3000 (embedded database)',
      'npm install && npm test    # the whole suite: checks, unit + integration, browser tests',
      '```',
    ])
  })
})
