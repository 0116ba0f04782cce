import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import { maxImageBytes } from './image-limits'
import { testimonialSchema } from './testimonial-schema'

const valid = {
  locale: 'nl',
  name: 'An Verstraete',
  email: 'an@example.be',
  comment: 'Vlot verkocht, goed opgevolgd.',
}

const refused = (input: object) => {
  const result = testimonialSchema.safeParse({ ...valid, ...input })
  return result.success ? {} : fieldErrors(result.error)
}

describe('testimonial schema', () => {
  it('needs a name, an e-mail address and the testimonial itself', () => {
    expect(refused({ name: '', email: 'an', comment: '  ' })).toEqual({
      name: 'required',
      email: 'email',
      comment: 'required',
    })
    expect(refused({ comment: 'x'.repeat(2001), aboutYou: 'y'.repeat(301) })).toEqual({
      comment: 'tooLong',
      aboutYou: 'tooLong',
    })
  })

  it('takes a web address with or without its scheme, and nothing else', () => {
    expect(testimonialSchema.parse({ ...valid, website: 'www.example.be' }).website).toBe(
      'https://www.example.be',
    )
    expect(testimonialSchema.parse({ ...valid, website: 'http://example.be/a' }).website).toBe(
      'http://example.be/a',
    )
    expect(testimonialSchema.parse({ ...valid, website: '' }).website).toBeUndefined()
    for (const website of ['javascript:alert(1)', 'not a site', 'https://user@example.be']) {
      expect(refused({ website }), website).toEqual({ website: 'invalid' })
    }
  })

  it('takes a JPEG, PNG or WebP photo of at most 5 MB (the server checks the content too)', () => {
    const file = (size: number, type: string) => new File([new Uint8Array(size)], 'me', { type })
    expect(refused({ image: file(1000, 'image/jpeg') })).toEqual({})
    expect(refused({ image: file(1000, 'image/webp') })).toEqual({})
    expect(refused({ image: file(1000, 'application/pdf') })).toEqual({ image: 'imageType' })
    expect(refused({ image: file(1000, 'image/gif') })).toEqual({ image: 'imageType' })
    expect(refused({ image: file(maxImageBytes + 1, 'image/png') })).toEqual({
      image: 'imageTooLarge',
    })
    expect(refused({ image: 'a path' })).toEqual({ image: 'imageType' })
  })
})
