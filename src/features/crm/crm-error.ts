/**
 * Why talking to the CRM failed, as a code the Connections screen and the console put in the
 * operator's language (messages `crm.errors.<code>`), with the English text for logs. Never carries
 * a request URL (Omnicasa's holds the password) nor the CRM's answer beyond a short reason.
 */
export type CrmErrorCode =
  /** Wrong credentials, or a token that is refused. */
  | 'auth'
  /** No connection: DNS, refused, reset, a non-public address without OUTBOUND_ALLOW_PRIVATE. */
  | 'unreachable'
  | 'timeout'
  /** 429 until the retries ran out. */
  | 'rate-limited'
  /** 5xx until the retries ran out. */
  | 'server'
  /** An answer that is not what the contract says (not JSON, no envelope, an unknown shape). */
  | 'invalid-response'
  /** The CRM read the request and said no (a validation error, a lead without a required field). */
  | 'refused'
  /** No CRM is configured, or a setting the provider needs is missing. */
  | 'not-configured'

export class CrmError extends Error {
  constructor(
    readonly code: CrmErrorCode,
    message: string,
    /** Values for the localized message: `status`, `detail`, `setting`… */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message)
    this.name = 'CrmError'
  }
}
