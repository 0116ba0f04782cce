import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/** The HTML React's server renderer gives for `node` once everything in it has resolved. */
export function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()))
    sink.on('end', () => resolve(html))
    const { pipe } = renderToPipeableStream(node, { onAllReady: () => pipe(sink), onError: reject })
  })
}
