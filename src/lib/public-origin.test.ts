import { describe, expect, it } from 'vitest'
import { publicOrigin } from './public-origin'

describe('publicOrigin', () => {
  it('is the origin of PUBLIC_URL, without its path', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://www.agency.be/nl/', PORT: 3000 })).toBe(
      'https://www.agency.be',
    )
  })

  it('is the local address on the configured port without PUBLIC_URL', () => {
    expect(publicOrigin({ PUBLIC_URL: undefined, PORT: 4123 })).toBe('http://localhost:4123')
  })
})
