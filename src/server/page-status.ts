import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

type PageStatus = { status?: number }

// The custom server and Next's bundles load this module separately; globalThis gives them one store.
const key = Symbol.for('agency-site.page-status')
const registry = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<PageStatus> }
const store: AsyncLocalStorage<PageStatus> = (registry[key] ??= new AsyncLocalStorage<PageStatus>())

/**
 * Lets a page rendered inside `handle` choose its HTTP status (docs/decisions/025-not-found-pages.md):
 * the status a page asked for replaces the 200 when the headers are written.
 */
export function serveWithPageStatus(res: ServerResponse, handle: () => unknown): unknown {
  const page: PageStatus = {}
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = page.status !== undefined && statusCode === 200 ? page.status : statusCode
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse
  } as ServerResponse['writeHead']
  return store.run(page, handle)
}

/**
 * The page being rendered says that nothing is at its address: it is answered with 404 while its
 * HTML is rendered on the server like any page (Next's `notFound()` sends dynamic pages as an
 * empty shell that only the browser's script fills).
 */
export function answerNotFound(): void {
  const page = store.getStore()
  if (page) page.status = 404
}
