/**
 * CRC-32 as ZIP stores it (IEEE 802.3, reflected polynomial 0xEDB88320). node:zlib has crc32 only
 * from Node 20.15 and 22.2, and the project supports 20.9. Eight bytes a step ("slicing by 8"):
 * three to four times faster than a byte at a time, which matters for an archive's 100 MiB.
 */
const tables = [
  Uint32Array.from({ length: 256 }, (_, index) => {
    let value = index
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
    return value
  }),
]
for (let slice = 1; slice < 8; slice++) {
  const previous = tables[slice - 1]!
  tables.push(previous.map((value) => (value >>> 8) ^ tables[0]![value & 0xff]!))
}
const [t0, t1, t2, t3, t4, t5, t6, t7] = tables as [
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
  Uint32Array,
]

/** Continues a CRC-32 over `bytes`; start with 0. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = ~previous
  let index = 0
  for (const last = bytes.length - 8; index <= last; index += 8) {
    const word =
      crc ^
      (bytes[index]! |
        (bytes[index + 1]! << 8) |
        (bytes[index + 2]! << 16) |
        (bytes[index + 3]! << 24))
    crc =
      t7[word & 0xff]! ^
      t6[(word >>> 8) & 0xff]! ^
      t5[(word >>> 16) & 0xff]! ^
      t4[word >>> 24]! ^
      t3[bytes[index + 4]!]! ^
      t2[bytes[index + 5]!]! ^
      t1[bytes[index + 6]!]! ^
      t0[bytes[index + 7]!]!
  }
  for (; index < bytes.length; index++) crc = t0[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8)
  return ~crc >>> 0
}
