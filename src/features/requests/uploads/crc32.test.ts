import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { crc32 } from './crc32'

/** The textbook CRC-32, a byte at a time, to check the eight-byte steps against. */
function reference(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return ~crc >>> 0
}

describe('crc32', () => {
  it('gives the standard check values', () => {
    expect(crc32(new Uint8Array())).toBe(0)
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339)
  })

  it('agrees with the byte-at-a-time CRC on every length around its eight-byte step', () => {
    const bytes = randomBytes(100)
    for (let length = 0; length <= bytes.length; length++) {
      expect(crc32(bytes.subarray(0, length))).toBe(reference(bytes.subarray(0, length)))
    }
  })

  it('continues over chunks as over the whole', () => {
    const bytes = randomBytes(70_001)
    const chunked = [0, 13, 4096, 65_536].reduce(
      (crc, start, index, starts) => crc32(bytes.subarray(start, starts[index + 1]), crc),
      0,
    )
    expect(chunked).toBe(crc32(bytes))
  })
})
