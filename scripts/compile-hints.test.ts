import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, compileHint } from './compile-hints'

let distDir: string
const chunk = (name: string) => path.join(distDir, 'static/chunks', name)

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
  await mkdir(path.join(distDir, 'static/chunks'), { recursive: true })
  await writeFile(chunk('runtime.js'), '(()=>{let e=1})();\n')
  await writeFile(chunk('react.js'), '(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);\n')
  await writeFile(chunk('page.js'), '(globalThis.TURBOPACK||[]).push([2,(e)=>{}]);\n')
  await writeFile(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
  )
})
afterEach(() => rm(distDir, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('puts the hint on the first line of every root main file, and only there', async () => {
    expect(await addCompileHints(distDir)).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/react.js',
    ])
    expect(await readFile(chunk('runtime.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(()=>{let e=1})();\n',
    )
    expect(await readFile(chunk('react.js'), 'utf8')).toBe(
      `${compileHint}(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);\n`,
    )
    expect(await readFile(chunk('page.js'), 'utf8')).toBe(
      '(globalThis.TURBOPACK||[]).push([2,(e)=>{}]);\n',
    )
  })

  it('marks a file once however often the build step runs', async () => {
    await addCompileHints(distDir)
    await addCompileHints(distDir)
    const code = await readFile(chunk('runtime.js'), 'utf8')
    expect(code.split(compileHint)).toHaveLength(2)
  })

  it('fails when the manifest names no root files, rather than mark nothing silently', async () => {
    await writeFile(path.join(distDir, 'build-manifest.json'), JSON.stringify({ pages: {} }))
    await expect(addCompileHints(distDir)).rejects.toThrow(/names no rootMainFiles/)
  })
})
