import { logRequestError } from '@/server/request-error-log'

/** Next calls this for every error it catches while answering a request. */
export const onRequestError = logRequestError
