import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import vnuJar from 'vnu-jar'

const missingJava = [
  'No Java found for the Nu HTML checker. Any one of these fixes it:',
  '  - Debian/Ubuntu: sudo apt-get install default-jre-headless',
  '  - any Java 11 or newer on the PATH as `java`',
].join('\n')

type NuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number }

/**
 * The W3C Nu HTML checker (the `vnu-jar` package, run by the system's Java) over documents given
 * as URL and HTML: one Java start for all of them. Returns each error as "url:line message".
 */
export async function nuErrors(documents: { url: string; html: string }[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nu-'))
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(folder, `${index}.html`)
        await writeFile(file, document.html)
        return file
      }),
    )
    const output = await promisify(execFile)(
      'java',
      ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: number | string; stdout?: string }) => {
      // The checker exits with 1 when it found errors; its report is still on stdout.
      if (error.code === 1 && error.stdout) return { stdout: error.stdout }
      if (error.code === 'ENOENT') throw new Error(missingJava)
      throw error
    })
    const { messages } = JSON.parse(output.stdout) as { messages: NuMessage[] }
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const index = Number(path.basename(new URL(message.url).pathname, '.html'))
        const where = documents[index]?.url ?? message.url
        return `${where}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`.trim()
      })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
