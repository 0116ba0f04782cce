import { describe, expect, it } from 'vitest'
import { createSnapshotSource, type ContentSnapshot } from './content-version'

const snapshot = (version: string): ContentSnapshot => ({
  version,
  enabled: ['en'],
  defaultLanguage: 'en',
})

describe('createSnapshotSource', () => {
  it('reads at most once per interval and shares the read in flight', async () => {
    let clock = 0
    let reads = 0
    const source = createSnapshotSource(
      async () => snapshot(String(++reads)),
      { intervalMs: 1_000 },
      () => clock,
    )
    const [first, second] = await Promise.all([source(), source()])
    expect(first).toBe(second)
    clock = 999
    expect((await source()).version).toBe('1')
    clock = 1_000
    expect((await source()).version).toBe('2')
    expect(reads).toBe(2)
  })
  it('remembers a failure for the break period, then tries again', async () => {
    let clock = 0
    let reads = 0
    const source = createSnapshotSource(
      async () => {
        reads += 1
        if (reads === 1) throw new Error('down')
        return snapshot('7')
      },
      { intervalMs: 1_000, breakMs: 4_000 },
      () => clock,
    )
    await expect(source()).rejects.toThrow('down')
    await expect(source()).rejects.toThrow('down')
    // A failure keeps the breaker open longer than a success is trusted.
    clock = 3_999
    await expect(source()).rejects.toThrow('down')
    expect(reads).toBe(1)
    clock = 4_000
    expect((await source()).version).toBe('7')
    expect(reads).toBe(2)
  })
})
