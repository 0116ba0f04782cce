/** A request URL for the log: the token of a password link is a credential, never logged. */
export function withoutSecrets(url: string | undefined): string | undefined {
  return url?.replace(/([?&]token=)[^&#]*/g, '$1[redacted]')
}
