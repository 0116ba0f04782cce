import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from '@/lib/zod'

/** What a backup folder holds; `manifest.json` is written last, so a folder without it is partial. */
export const manifestSchema = z.object({
  format: z.literal('agency-site-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** Migrations the database held: a restore needs a build with exactly these. */
  migrations: z.number().int(),
  postgresVersion: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int(), file: z.string() })),
  sequences: z.array(z.object({ name: z.string(), value: z.string(), isCalled: z.boolean() })),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
})

export type Manifest = z.infer<typeof manifestSchema>

export const manifestName = 'manifest.json'
export const databaseFolder = 'database'
export const filesFolder = 'files'

export async function writeManifest(folder: string, manifest: Manifest) {
  await writeFile(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(path.join(folder, manifestName), 'utf8')
  } catch {
    throw new Error(
      `${folder} is not a complete backup (no ${manifestName}; a backup that stopped halfway has none)`,
    )
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${folder}/${manifestName} is not a backup manifest`)
  return parsed.data
}
