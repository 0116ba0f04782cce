// The public entry of this feature for code that may run in the browser (the Connections form).
export { crmProviders } from './connector'
export type { CrmProvider } from './connector'
