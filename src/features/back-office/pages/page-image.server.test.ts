import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { localStore } from '@/server/storage/local-store'
import { parseImageSource } from '@/features/catalogue/media/image-variants'
import { storePageImage } from './page-image.server'
import { withModuleImages } from './page-form-values'

const dataDir = await mkdtemp(path.join(tmpdir(), 'page-images-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer()

describe('module images', () => {
  it('decodes an upload, stores it as WebP at most 1600 pixels wide under /files/pages/', async () => {
    const store = localStore(dataDir)
    const stored = await storePageImage(store, await png(2400, 1200))
    expect(stored).toMatchObject({ width: 1600, height: 800 })
    expect(parseImageSource(stored!.src.slice(1))).not.toBeNull()
    const object = await store.get(`media/${stored!.src.slice('/files/'.length)}`)
    expect((await sharp(object!.bytes).metadata()).format).toBe('webp')
  })

  it('refuses bytes that only claim to be an image', async () => {
    const store = localStore(dataDir)
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64, 1)])
    expect(await storePageImage(store, fake)).toBeNull()
    expect(await storePageImage(store, Buffer.from('<svg></svg>'))).toBeNull()
  })

  it('adds the new image to the module and removes the ticked ones', () => {
    const values = {
      'params.modules.0.id': '1',
      'params.modules.0.images': JSON.stringify([
        { src: '/media/a.jpg', alt: 'A', width: 10, height: 10 },
        { src: '/media/b.jpg', alt: 'B', width: 10, height: 10 },
      ]),
    }
    const next = withModuleImages(values, 0, {
      add: { src: '/files/pages/c.webp', width: 20, height: 10, alt: 'C' },
      remove: [0],
    })
    expect(JSON.parse(next['params.modules.0.images']!)).toEqual([
      { src: '/media/b.jpg', alt: 'B', width: 10, height: 10 },
      { src: '/files/pages/c.webp', width: 20, height: 10, alt: 'C' },
    ])
  })
})
