import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A deferred island's code arrives late, but its server HTML is in the page from the start, and
// without JavaScript for good: the stylesheets its component uses must be in the page's own CSS,
// that is imported by the module that defines the island, not only by the code loaded later.

const src = path.resolve('src')

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const ending of ['', '.tsx', '.ts', '/index.ts', '/index.tsx']) {
    const file = base + ending
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

/** The stylesheets a module loads with itself: through its static imports, not `import()`. */
function stylesheets(file: string, seen = new Set<string>(), found = new Set<string>()) {
  if (seen.has(file)) return found
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, typeOnly, specifier] of code.matchAll(
    /^import\s+(type\s)?[^'"]*?['"]([^'"]+)['"]/gm,
  )) {
    if (typeOnly) continue
    const target = resolveImport(file, specifier!)
    if (!target) continue
    if (target.endsWith('.css')) found.add(path.relative(src, target))
    else stylesheets(target, seen, found)
  }
  return found
}

const islandModules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
  .map((file) => path.join(src, file))
  .filter((file) => /\bdeferred(Form|Island)\(/.test(readFileSync(file, 'utf8')))
  .filter((file) => !file.endsWith(path.join('lib', 'forms', 'components', 'deferred-form.tsx')))
  .filter((file) => !file.endsWith(path.join('lib', 'react', 'deferred-island.tsx')))

describe('deferred islands', () => {
  it('are found (the forms of every page)', () => {
    expect(islandModules.length).toBeGreaterThanOrEqual(10)
  })

  for (const island of islandModules) {
    it(`${path.relative(src, island)} puts its components' stylesheets in the page`, () => {
      const withPage = stylesheets(island)
      const later = [...readFileSync(island, 'utf8').matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)]
        .map(([, specifier]) => resolveImport(island, specifier!))
        .filter((file): file is string => file !== null)
      expect(later.length).toBeGreaterThan(0)
      for (const loaded of later) {
        const missing = [...stylesheets(loaded)].filter((sheet) => !withPage.has(sheet))
        expect(missing, `${path.relative(src, loaded)} uses them`).toEqual([])
      }
    })
  }
})
