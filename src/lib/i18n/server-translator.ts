import 'server-only'
export * from './translator'
