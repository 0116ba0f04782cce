export type ImageType = 'jpeg' | 'png' | 'webp'

export type ImageHeader = { type: ImageType; width: number; height: number }

export const imageExtensions: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function startsWith(bytes: Uint8Array, expected: number[], offset = 0): boolean {
  return expected.every((value, i) => bytes[offset + i] === value)
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length))
}

/** The image type told by the first bytes of the content, whatever the file is called. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, pngSignature)) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'webp'
  }
  return null
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function pngSize(bytes: Uint8Array): [number, number] | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null
  const data = view(bytes)
  return [data.getUint32(16), data.getUint32(20)]
}

function webpSize(bytes: Uint8Array): [number, number] | null {
  const data = view(bytes)
  const chunk = ascii(bytes, 12, 4)
  if (bytes.length < (chunk === 'VP8L' ? 25 : 30)) return null
  if (chunk === 'VP8 ') {
    // Lossy: a key frame starts with the 9d 01 2a start code, then 14-bit sizes (2 bits of scale).
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null
    return [data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff]
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null
    const bits = data.getUint32(21, true)
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]
  }
  if (chunk === 'VP8X') {
    const width = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16)
    const height = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16)
    return [width + 1, height + 1]
  }
  return null
}

/** EXIF orientation from an APP1 segment, or 1 when it has none. */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < 14 || ascii(bytes, start, 6) !== 'Exif\0\0') return 1
  const tiff = start + 6
  const data = view(bytes)
  const order = ascii(bytes, tiff, 2)
  if (order !== 'II' && order !== 'MM') return 1
  const little = order === 'II'
  const ifd = tiff + data.getUint32(tiff + 4, little)
  if (ifd + 2 > end) return 1
  const entries = data.getUint16(ifd, little)
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) return 1
    if (data.getUint16(entry, little) === 0x0112) return data.getUint16(entry + 8, little)
  }
  return 1
}

// SOFn markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

function jpegSize(bytes: Uint8Array): [number, number] | null {
  const data = view(bytes)
  let orientation = 1
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2 // markers without a length
      continue
    }
    const length = data.getUint16(offset + 2)
    const segment = offset + 4
    if (marker === 0xe1) orientation = exifOrientation(bytes, segment, offset + 2 + length)
    if (isStartOfFrame(marker)) {
      if (segment + 5 > bytes.length) return null
      const height = data.getUint16(segment + 1)
      const width = data.getUint16(segment + 3)
      // Browsers apply the EXIF rotation, so orientations 5–8 are displayed with sides swapped.
      return orientation >= 5 && orientation <= 8 ? [height, width] : [width, height]
    }
    if (marker === 0xda) return null // image data begins before any frame header
    offset += 2 + length
  }
  return null
}

/** Type and displayed size of a JPEG, PNG or WebP image, or null when the header is not readable. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = detectImageType(bytes)
  if (!type) return null
  let size: [number, number] | null
  try {
    size = type === 'jpeg' ? jpegSize(bytes) : type === 'png' ? pngSize(bytes) : webpSize(bytes)
  } catch {
    // A truncated or lying header reads past the end; that is a broken image, not a crash.
    return null
  }
  if (!size) return null
  const [width, height] = size
  if (width <= 0 || height <= 0) return null
  return { type, width, height }
}
