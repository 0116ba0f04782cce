import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type S3Server } from '../../../tests/support/s3-server'
import { parseEnv } from '@/lib/env-schema'
import { localStore } from './local-store'
import { checkKey, type ObjectStore } from './object-store'
import { createObjectStore } from './object-storage'

let s3: S3Server
let dataDir: string

beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = await mkdtemp(path.join(tmpdir(), 'object-store-'))
})

afterAll(async () => {
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function keys(store: ObjectStore, folder: string): Promise<string[]> {
  const found: string[] = []
  for await (const { key } of store.list(folder)) found.push(key)
  return found.sort()
}

const stores: [string, () => ObjectStore][] = [
  ['DATA_DIR', () => createObjectStore(parseEnv({ DATA_DIR: dataDir }))],
  ['an S3 bucket', () => createObjectStore(parseEnv({ DATA_DIR: dataDir, ...s3.env }))],
]

describe.each(stores)('the object store in %s', (_name, makeStore) => {
  it('gives back what was put, with its time, and null for what was not', async () => {
    const store = makeStore()
    const before = Date.now()
    await store.put('media/listings/R1/photo.jpg', Buffer.from('jpeg bytes'), 'image/jpeg')
    const stored = await store.get('media/listings/R1/photo.jpg')
    expect(stored?.bytes.toString()).toBe('jpeg bytes')
    // S3 keeps whole seconds.
    expect(stored!.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(await store.modified('media/listings/R1/photo.jpg')).toEqual(stored!.modified)
    expect(await store.get('media/listings/R1/other.jpg')).toBeNull()
    expect(await store.modified('media/listings/R1/other.jpg')).toBeNull()
  })

  it('replaces an object whole', async () => {
    const store = makeStore()
    await store.put('attachments/appointments/a-en.ics', Buffer.from('first'), 'text/calendar')
    await store.put('attachments/appointments/a-en.ics', Buffer.from('second'), 'text/calendar')
    expect((await store.get('attachments/appointments/a-en.ics'))?.bytes.toString()).toBe('second')
  })

  it('lists a folder at any depth, and removes one object or a whole folder', async () => {
    const store = makeStore()
    const cv = 'attachments/uploads/0123456789abcdef0123456789abcdef/Zoë Peeters CV.pdf'
    await store.put(cv, Buffer.from('%PDF'), 'application/pdf')
    await store.put('attachments/uploads/ffff/cv.pdf', Buffer.from('%PDF'), 'application/pdf')
    await store.put('attachments/testimonials/t.webp', Buffer.from('RIFF'), 'image/webp')
    expect(await keys(store, 'attachments/uploads')).toEqual([
      cv,
      'attachments/uploads/ffff/cv.pdf',
    ])
    await store.removeFolder('attachments/uploads/ffff')
    expect(await keys(store, 'attachments/uploads')).toEqual([cv])
    await store.remove(cv)
    await store.remove(cv)
    expect(await keys(store, 'attachments/uploads')).toEqual([])
    expect(await keys(store, 'attachments')).toEqual([
      'attachments/appointments/a-en.ics',
      'attachments/testimonials/t.webp',
    ])
    expect(await keys(store, 'nothing-here')).toEqual([])
  })

  it('refuses keys that could leave it', async () => {
    const store = makeStore()
    for (const key of ['../app-secret', '/etc/passwd', 'media/../app-secret', 'a//b', 'a\\b']) {
      await expect(store.get(key)).rejects.toThrow('Not a storage key')
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Not a storage key',
      )
    }
  })
})

describe('the local store', () => {
  it('keeps the folders DATA_DIR always had', async () => {
    await localStore(dataDir).put('media/projects/P1/a.png', Buffer.from('png'), 'image/png')
    expect(await readdir(path.join(dataDir, 'media', 'projects', 'P1'))).toEqual(['a.png'])
  })
})

describe('the S3 store', () => {
  it('is what S3_BUCKET selects, and a refused request is an error, not a missing object', async () => {
    // s3rver knows one access key; it does not verify version 4 signatures.
    const wrong = createObjectStore(
      parseEnv({ DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }),
    )
    expect(wrong.description).toBe(`bucket agency-media at ${s3.env.S3_ENDPOINT}`)
    await expect(wrong.put('media/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      'Access Key Id',
    )
    await expect(wrong.get('media/x.jpg')).rejects.toThrow('Access Key Id')
  })
})

describe('checkKey', () => {
  it('accepts the keys the site makes', () => {
    for (const key of [
      'media/listings/4521/ab12cd34ef56ab78.jpg',
      'cache/img/400/media/demo/exterior-02.jpg.webp',
      'attachments/uploads/0123456789abcdef0123456789abcdef/CV (2025).doc',
    ]) {
      expect(checkKey(key)).toBe(key)
    }
  })
})
