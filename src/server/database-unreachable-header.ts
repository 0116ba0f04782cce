/**
 * Set by the custom server (src/server/main.ts) on a server action it passes on while the database
 * is unreachable, and dropped from every request that arrives with it: the action then refuses at
 * once, keeping the visitor's input, instead of waiting for a database that does not answer.
 */
export const databaseUnreachableHeader = 'x-database-unreachable'
