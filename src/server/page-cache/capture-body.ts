import type { ServerResponse } from 'node:http'

/**
 * Records the bytes written to `res` as sent (after Next's compression, which wraps these same
 * methods later). The returned function gives them, or null past `limit` bytes.
 */
export function captureBody(res: ServerResponse, limit: number): () => Buffer | null {
  const chunks: Buffer[] = []
  let size = 0
  let overflow = false
  const take = (chunk: unknown, encoding: unknown) => {
    if (overflow) return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null
    if (!buffer) return
    size += buffer.length
    if (size > limit) {
      overflow = true
      chunks.length = 0
    } else {
      chunks.push(buffer)
    }
  }
  const write = res.write
  const end = res.end
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    take(args[0], args[1])
    return Reflect.apply(write, this, args) as boolean
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    take(args[0], args[1])
    return Reflect.apply(end, this, args) as ServerResponse
  } as ServerResponse['end']
  return () => (overflow ? null : Buffer.concat(chunks))
}
