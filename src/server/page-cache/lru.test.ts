import { describe, expect, it } from 'vitest'
import { PageLru, type CachedPage } from './lru'

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: {},
  body: Buffer.alloc(bytes),
})

describe('PageLru', () => {
  it('evicts the least recently used entry beyond its entry count', () => {
    const lru = new PageLru(2, 1_000)
    lru.set('a', page(1))
    lru.set('b', page(1))
    lru.get('a')
    lru.set('c', page(1))
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBeDefined()
    expect(lru.get('c')).toBeDefined()
    expect(lru.size).toBe(2)
  })
  it('keeps the total size under its byte bound and ignores entries larger than it', () => {
    const lru = new PageLru(100, 250)
    lru.set('a', page(100))
    lru.set('b', page(100))
    lru.set('c', page(100))
    expect(lru.get('a')).toBeUndefined()
    expect(lru.totalBytes).toBe(200)
    lru.set('huge', page(300))
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.size).toBe(2)
  })
  it('counts a replaced entry once and forgets everything on clear', () => {
    const lru = new PageLru(10, 1_000)
    lru.set('a', page(100))
    lru.set('a', page(50))
    expect(lru.totalBytes).toBe(50)
    lru.clear()
    expect(lru.size).toBe(0)
    expect(lru.totalBytes).toBe(0)
  })
})
