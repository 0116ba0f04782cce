import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { screenRows } from './docs-screens'

// The README is the front door and docs/ holds the guides: every link between them must lead
// somewhere, to the heading it names, and the README stays short enough to read.

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return markdownFiles(file)
    return name.endsWith('.md') ? [file] : []
  })

const files = ['README.md', ...markdownFiles('docs')]

/**
 * The anchors GitHub makes of a file's headings (outside code blocks): lower case, punctuation
 * dropped, spaces as hyphens, `-1`, `-2`… after a repeated one (github-slugger's rule).
 */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>()
  const slug = (heading: string) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  }
  let code = false
  const found = new Set<string>()
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) code = !code
    const heading = !code && /^#{1,6} (.+)$/.exec(line)
    if (heading) found.add(slug(heading[1]!))
  }
  return found
}

/** Every relative link of a file (inline Markdown links outside code), as written. */
function links(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
}

describe('the README and docs/', () => {
  it.each(files)('%s links only to files and headings that exist', (file) => {
    const broken = links(file).filter((target) => {
      const [where = '', anchor] = target.split('#')
      const resolved = where === '' ? file : path.join(path.dirname(file), decodeURI(where))
      if (!existsSync(resolved)) return true
      return anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(anchor)
    })
    expect(broken).toEqual([])
  })

  it('keeps the README a front door of at most 10 KB', () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(10_240)
  })

  it('lists every screen of the back-office navigation with the roles that open it', () => {
    const readme = readFileSync('README.md', 'utf8')
    const start = readme.indexOf('| Screen ')
    const rows = readme
      .slice(start)
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
    expect(start).toBeGreaterThan(-1)
    expect(rows).toEqual(screenRows())
  })
})
