import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { checkKey, type ObjectStore } from './object-store'

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP'
}

/**
 * The file is absent or whole and on disk before this resolves (a caller may commit a transaction
 * that points at it next): a temporary file is synced, renamed into place, and the folder synced.
 */
async function writeDurably(file: string, bytes: Uint8Array) {
  const folder = path.dirname(file)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const temporary = `${file}.${randomUUID()}.tmp`
  const handle = await open(temporary, 'wx', 0o600)
  try {
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const directory = await open(folder, 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}

/** Files under one folder (DATA_DIR), for a single host or a volume every instance mounts. */
export function localStore(root: string): ObjectStore {
  const base = path.resolve(root)
  const fileOf = (key: string) => path.join(/* turbopackIgnore: true */ base, checkKey(key))

  /** The file's path when it is a regular file reached without a symbolic link below the root. */
  async function existing(key: string) {
    const file = fileOf(key)
    try {
      const [realRoot, realFile] = await Promise.all([realpath(base), realpath(file)])
      if (realFile !== path.join(realRoot, key)) return null
      const info = await stat(realFile)
      return info.isFile() ? { file: realFile, modified: info.mtime } : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async function* walk(
    folder: string,
    prefix: string,
  ): AsyncGenerator<{ key: string; modified: Date }> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return []
      throw error
    })
    for (const entry of entries) {
      const key = `${prefix}/${entry.name}`
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) yield* walk(full, key)
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        yield { key, modified: (await stat(full)).mtime }
      }
    }
  }

  return {
    description: `files under ${base}`,
    async get(key) {
      const found = await existing(key)
      if (!found) return null
      return { bytes: await readFile(found.file), modified: found.modified }
    },
    async modified(key) {
      return (await existing(key))?.modified ?? null
    },
    async put(key, bytes) {
      await writeDurably(fileOf(key), bytes)
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    async removeFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true })
    },
    list(folder) {
      return walk(fileOf(folder), checkKey(folder))
    },
  }
}
