/**
 * Marks the images to fetch again when the connection returns. A plain module: a server component
 * importing a value from a 'use client' file gets a client reference instead of the string, and
 * React then drops the attribute it was meant to name.
 */
export const retryOnlineAttribute = 'data-retry-online'
