import { describe, expect, it } from 'vitest'
import { GET } from './route'

const get = (region: string, file: string) =>
  GET(new Request(`http://localhost/images/epc/${region}/${file}`), {
    params: Promise.resolve({ region, file }),
  })

describe('GET /images/epc/{region}/{label}.png', () => {
  it('serves a label of the region’s scale as an immutable PNG', async () => {
    const response = await get('wallonia', 'a_plusplus.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]) // "PNG"
  })

  it.each([
    ['flanders', 'g.png'],
    ['flanders', 'a_plusplus.png'],
    ['wallonia', 'b_sub.png'],
    ['luxembourg', 'a.png'],
    ['Flanders', 'a.png'],
    ['brussels', 'a_plus.svg'],
    ['brussels', 'a_plus'],
    ['brussels', '..%2Fa.png'],
  ])('answers 404 for %s/%s', async (region, file) => {
    const response = await get(region, file)
    expect(response.status).toBe(404)
  })
})
