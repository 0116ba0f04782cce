/**
 * Limits of the CV upload (issue 4, decisions.md §5). Shared by the browser check, the server check
 * and next.config.ts, so the three cannot drift apart.
 */

/** "10 MB" as a visitor's operating system shows it: 10 MiB. */
export const maxUploadMegabytes = 10
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024

/**
 * Body limit of a server action carrying one CV: the file plus the form's other fields, the ALTCHA
 * payload and the multipart boundaries (Next.js counts the raw body). One spare megabyte is far
 * more than a form's text fields, so a request above this can only be an oversized file.
 */
export const serverActionBodyLimitBytes = maxUploadBytes + 1024 * 1024

/**
 * The proxy (src/proxy.ts) buffers request bodies up to its own limit and silently truncates above
 * it; it must be above the server action limit, so the action's clean 413 check is what refuses.
 */
export const proxyBodyLimitBytes = serverActionBodyLimitBytes + 1024 * 1024

/**
 * Where accepted uploads live in the object store (DATA_DIR or the bucket): under `attachments/`,
 * the only folder the outbox sends files from (src/server/mail/outbox-message.ts), which nothing
 * serves. Here rather than in store-upload.server.ts so the CV retention
 * sweep, which runs outside Next.js, can read it.
 */
export const uploadsFolder = 'attachments/uploads'
