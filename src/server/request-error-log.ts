import type { Instrumentation } from 'next'
import { digestOf } from '@/lib/error-digest'
import { logger } from '@/lib/logger'
import { withoutSecrets } from './log-url'

type Args = Parameters<Instrumentation.onRequestError>

/**
 * The log line of an error Next caught while answering a request (a page, a route handler, an
 * action). Next prints such errors too, but not as JSON; this line has the digest that the
 * visitor's error page shows, and no headers (cookies, sessions).
 */
export function requestErrorFields(error: Args[0], request: Args[1], context: Args[2]) {
  return {
    msg: 'request failed',
    err: error,
    digest: digestOf(error),
    method: request.method,
    url: withoutSecrets(request.path),
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
  }
}

// Next reports an error once for each render that meets it (a page's metadata and its content
// share one failed load); it prints it once, and so does this log.
const logged = new WeakSet<object>()

export const logRequestError: Instrumentation.onRequestError = (...args) => {
  const [error] = args
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return
    logged.add(error)
  }
  logger.error(requestErrorFields(...args))
}
