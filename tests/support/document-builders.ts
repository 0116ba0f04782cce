import zlib from 'node:zlib'

/**
 * Writers of small ZIP archives byte by byte, for the upload checks' tests: an attacker's
 * file is hand-made, so the tests make theirs the same way (a library writer refuses to lie).
 */

/** A ZIP entry as written: `data` is what is stored (deflated or not), the rest is what it claims. */
export type RawZipEntry = {
  name: string
  method: 0 | 8
  data: Buffer
  crc32: number
  uncompressedSize: number
}

/** A ZIP archive (APPNOTE 4.3) written field by field, believing every claim of its entries. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.method, 8)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(entry.crc32, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.uncompressedSize, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.method, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(entry.crc32, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.uncompressedSize, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * Raw deflate data that inflates to `mebibytes` MiB of zeros in about 1 KB per MiB: one MiB
 * compressed with a full flush (byte-aligned, no reference to what came before) and repeated, then
 * an empty final block. `tail` replaces that final block (garbage, say).
 */
export function deflatedZeros(mebibytes: number, tail = Buffer.from([0x03, 0x00])): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  })
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), tail])
}
