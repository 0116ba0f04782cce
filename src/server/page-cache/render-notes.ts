import { AsyncLocalStorage } from 'node:async_hooks'

/** What a render tells the page cache about its response, beyond the bytes. */
export type RenderNotes = { propertyView?: number }

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
