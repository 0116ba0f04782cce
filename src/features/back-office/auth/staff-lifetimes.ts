/** A staff session ends this long after login, and after this long without a request (OWASP). */
export const staffLifetimeSeconds = 10 * 60 * 60
export const staffInactivitySeconds = 30 * 60
