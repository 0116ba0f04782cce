// The database schema, one file per domain (each imports its neighbours directly, never this
// barrel, so there is no cycle). drizzle.config.ts and every query import this entry.
export * from './content'
export * from './catalogue'
export * from './owners'
export * from './requests'
export * from './demand-alerts'
export * from './mail'
export * from './staff'
export * from './imports'
export * from './crm'
