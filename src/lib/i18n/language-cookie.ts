/** The visitor's explicit language choice (decisions.md §3), mirrored in localStorage under the same key. */
export const languageCookie = { name: 'lng', maxAgeDays: 365 } as const
