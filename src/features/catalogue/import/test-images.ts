// Minimal image headers built byte by byte, for the tests of the header parser and the import.

function bytes(...parts: (number[] | string | Uint8Array)[]): Uint8Array {
  const list = parts.flatMap((part) =>
    typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : Array.from(part),
  )
  return Uint8Array.from(list)
}

const u16be = (value: number) => [value >> 8, value & 0xff]
const u16le = (value: number) => [value & 0xff, value >> 8]
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16]
const u32be = (value: number) => [
  value >>> 24,
  (value >> 16) & 0xff,
  (value >> 8) & 0xff,
  value & 0xff,
]
const u32le = (value: number) => [...u32be(value)].reverse()

export function pngHeader(width: number, height: number): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    'IHDR',
    u32be(width),
    u32be(height),
    [8, 6, 0, 0, 0],
    [0, 0, 0, 0],
  )
}

function riff(chunk: string, payload: number[]): Uint8Array {
  return bytes('RIFF', u32le(4 + 8 + payload.length), 'WEBP', chunk, u32le(payload.length), payload)
}

export function webpLossy(width: number, height: number): Uint8Array {
  return riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)])
}

export function webpLossless(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)
  return riff('VP8L', [0x2f, ...u32le(bits), 0, 0])
}

export function webpExtended(width: number, height: number): Uint8Array {
  return riff('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)])
}

/** A baseline JPEG header, with an EXIF orientation when given. */
export function jpegHeader(width: number, height: number, orientation?: number): Uint8Array {
  const exif = orientation
    ? bytes(
        'Exif\0\0',
        'MM',
        [0, 0x2a],
        u32be(8),
        u16be(1),
        u16be(0x0112),
        u16be(3),
        u32be(1),
        u16be(orientation),
        [0, 0],
        u32be(0),
      )
    : null
  const app1 = exif ? bytes([0xff, 0xe1], u16be(exif.length + 2), exif) : bytes()
  const sof = bytes(
    [0xff, 0xc0],
    u16be(17),
    [8],
    u16be(height),
    u16be(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  )
  return bytes([0xff, 0xd8], app1, sof, [0xff, 0xda, 0, 2], [0xff, 0xd9])
}
