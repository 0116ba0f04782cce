import { AsyncLocalStorage } from 'node:async_hooks'

/** What a render tells the page cache about its response, beyond the bytes. */
export type RenderNotes = { propertyView?: number; uncacheable?: boolean }

// The custom server and Next's bundles load this module separately; globalThis gives them one store.
const key = Symbol.for('agency-site.page-cache.render-notes')
const registry = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RenderNotes> }

export const renderNotes: AsyncLocalStorage<RenderNotes> = (registry[key] ??=
  new AsyncLocalStorage<RenderNotes>())

/** A detail page counts its view; cached copies of it must count theirs too. */
export function noteViewedProperty(propertyId: number): void {
  const notes = renderNotes.getStore()
  if (notes) notes.propertyView = propertyId
}

/**
 * A page that depends on who asks (the owner login and portal): the cache never keeps it, whatever
 * its headers say, so no visitor is ever served another one's copy.
 */
export function noteUncacheablePage(): void {
  const notes = renderNotes.getStore()
  if (notes) notes.uncacheable = true
}
