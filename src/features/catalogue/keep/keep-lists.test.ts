import { describe, expect, it } from 'vitest'
import {
  addToList,
  clearRecent,
  readList,
  readRecent,
  recordVisit,
  toggleInList,
} from './keep-lists'

/** A browser's localStorage as the Storage interface gives it, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('kept lists in the browser', () => {
  it('adds and removes a favourite, and forgets an empty list', () => {
    const store = memoryStorage()
    expect(toggleInList(store, 'favourites', 'property-12')).toBe(true)
    expect(toggleInList(store, 'favourites', 'project-3')).toBe(true)
    expect(readList(store, 'favourites')).toEqual(['property-12', 'project-3'])
    expect(store.values.get('keep:favourites')).toBe('["property-12","project-3"]')
    toggleInList(store, 'favourites', 'property-12')
    toggleInList(store, 'favourites', 'project-3')
    expect(store.values.has('keep:favourites')).toBe(false)
  })

  it('compares four listings at most', () => {
    const store = memoryStorage()
    for (const id of [1, 2, 3, 4] as const) toggleInList(store, 'compare', `property-${id}`)
    expect(toggleInList(store, 'compare', 'property-5')).toBe(false)
    expect(readList(store, 'compare')).toEqual([
      'property-1',
      'property-2',
      'property-3',
      'property-4',
    ])
  })

  it('reads a damaged or foreign value as an empty list', () => {
    const store = memoryStorage({
      'keep:favourites': '{oops',
      'keep:compare': '["x", "property-2"]',
    })
    expect(readList(store, 'favourites')).toEqual([])
    expect(readList(store, 'compare')).toEqual(['property-2'])
  })

  it('survives a storage that refuses to write', () => {
    const store = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(toggleInList(store, 'favourites', 'property-1')).toBe(true)
    expect(readList(store, 'favourites')).toEqual([])
  })

  it('adds a shared list to its own, without duplicates', () => {
    const store = memoryStorage({ 'keep:favourites': '["property-1"]' })
    addToList(store, 'favourites', ['property-2', 'property-1'])
    expect(readList(store, 'favourites')).toEqual(['property-1', 'property-2'])
  })

  it('keeps the six latest visits, the latest first, each once, and clears them', () => {
    const store = memoryStorage()
    for (const id of [1, 2, 3, 4, 5, 6, 7, 2] as const)
      recordVisit(store, { id: `property-${id}`, title: `Home ${id}`, href: `/for-sale/${id}/` })
    expect(readRecent(store).map((visit) => visit.id)).toEqual([
      'property-2',
      'property-7',
      'property-6',
      'property-5',
      'property-4',
      'property-3',
    ])
    clearRecent(store)
    expect(readRecent(store)).toEqual([])
  })

  it('never links a visit outside the site', () => {
    const store = memoryStorage({
      'keep:recent': JSON.stringify([
        { id: 'property-1', title: 'x', href: 'javascript:alert(1)' },
        { id: 'property-2', title: 'y', href: '//elsewhere.example/' },
      ]),
    })
    expect(readRecent(store)).toEqual([])
  })
})
