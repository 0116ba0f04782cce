import { afterEach, describe, expect, it } from 'vitest'
import { z } from './zod'

const original = globalThis.Function

afterEach(() => {
  globalThis.Function = original
})

describe('z from @/lib/zod', () => {
  it('builds and parses object schemas without ever creating a function from a string', () => {
    const created: string[] = []
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        created.push(args.join(', '))
        return Reflect.construct(target, args) as object
      },
    })
    const schema = z.object({ name: z.string(), rooms: z.number().int().min(0) })
    for (let i = 0; i < 3; i++) expect(schema.parse({ name: 'Villa', rooms: 4 }).rooms).toBe(4)
    expect(schema.safeParse({ name: 'Villa', rooms: -1 }).success).toBe(false)
    expect(created).toEqual([])
  })
})
