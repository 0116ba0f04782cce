import { cp, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * What DATA_DIR holds that is not the data files: the embedded PostgreSQL's cluster (backed up
 * through SQL instead) and its superuser's password (a restored cluster has its own).
 */
export const notDataFiles = new Set(['postgres', 'postgres-password'])

/** The entries of DATA_DIR that a backup copies: media, uploads, CVs, e-mails, the app secret. */
export async function dataEntries(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries.filter((entry) => !notDataFiles.has(entry)).sort()
}

/** Copies the data files from `from` to `to`, keeping modes; `skip` is left out (a backup inside). */
export async function copyDataFiles(from: string, to: string, skip?: string) {
  let count = 0
  let bytes = 0
  const tally = async (file: string): Promise<void> => {
    const stats = await lstat(file)
    if (stats.isDirectory()) {
      for (const entry of await readdir(file)) await tally(path.join(file, entry))
    } else if (stats.isFile()) {
      count++
      bytes += stats.size
    }
  }
  for (const entry of await dataEntries(from)) {
    await cp(path.join(from, entry), path.join(to, entry), {
      recursive: true,
      preserveTimestamps: true,
      verbatimSymlinks: true,
      filter: (file) => !skip || path.resolve(file) !== path.resolve(skip),
    })
    await tally(path.join(to, entry))
  }
  return { count, bytes }
}
