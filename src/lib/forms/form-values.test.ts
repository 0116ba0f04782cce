import { describe, expect, it } from 'vitest'
import { formFiles, formInput } from './form-values'

describe('form files', () => {
  it('reach the schema input, an untouched file input counting as no file', () => {
    const data = new FormData()
    data.append('name', 'Lena')
    data.append('image', new File(['png bytes'], 'me.png', { type: 'image/png' }))
    data.append('other', new File([], ''))
    data.append('encoded', new File([], 'blob', { type: 'application/octet-stream' }))
    const input = formInput(data, [], ['image', 'other', 'encoded'])
    expect(Object.keys(input).sort()).toEqual(['image', 'name'])
    expect((input.image as File).name).toBe('me.png')
    expect(formFiles(data, ['name'])).toEqual({})
  })
})
