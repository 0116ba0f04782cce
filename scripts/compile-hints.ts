import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the scripts every page runs at load (React, Next's runtime and Turbopack's, which the
 * build manifest calls `rootMainFiles`) for eager compilation, so that Chrome compiles their
 * functions on a background thread while they download instead of on the main thread when
 * hydration first calls them (docs/decisions/055-compile-hints.md). Run after the production
 * compile (next.config.ts); marking a file twice changes nothing.
 */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles?: string[]
  }
  const files = manifest.rootMainFiles ?? []
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json names no rootMainFiles`)
  for (const file of files) {
    const target = path.join(distDir, file)
    const code = await readFile(target, 'utf8')
    if (!code.startsWith(compileHint)) await writeFile(target, compileHint + code)
  }
  return files
}
