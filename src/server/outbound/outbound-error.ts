/**
 * Why an outbound request was not made or not completed. `refused`: the URL or an address it
 * leads to is not one the server may reach (address-policy.ts); the others are the transport's.
 * The message is short and never carries the remote answer's body.
 */
export type OutboundErrorCode =
  'refused' | 'redirects' | 'timeout' | 'too-large' | 'unresolved' | 'network'

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    /** For `refused`: the host (and port) refused, which may be a redirect's, not the URL's. */
    readonly host?: string,
  ) {
    super(message)
    this.name = 'OutboundError'
  }
}
