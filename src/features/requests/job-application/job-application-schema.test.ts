import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'
import { jobApplicationSchema } from './job-application-schema'

const pdf = (name = 'cv.pdf', size = 2000) => new File([new Uint8Array(size)], name)

const valid = {
  locale: 'fr',
  title: 'ms',
  firstName: 'Amélie',
  lastName: 'Dumont',
  email: 'Amelie.Dumont@example.be',
  phone: '0475 12 34 56',
  application: 'position',
  position: 'Gestionnaire locatif',
  motivation: 'Cinq ans d’expérience en gestion locative à Bruxelles.',
  cv: pdf(),
}

const refused = (input: object) => {
  const result = jobApplicationSchema.safeParse({ ...valid, ...input })
  return result.success ? {} : fieldErrors(result.error)
}

describe('job application schema', () => {
  it('accepts a complete application and a spontaneous one without a position', () => {
    const parsed = jobApplicationSchema.parse(valid)
    expect(parsed.email).toBe('amelie.dumont@example.be')
    expect(parsed.cv).toBeInstanceOf(File)
    expect(refused({ application: 'spontaneous', position: '' })).toEqual({})
  })

  it('needs the person: title, names, a valid e-mail address and phone number', () => {
    expect(
      refused({ title: '', firstName: ' ', lastName: '', email: 'amelie', phone: '12' }),
    ).toEqual({
      title: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'email',
      phone: 'phone',
    })
  })

  it('needs the kind of application, one of the two', () => {
    expect(refused({ application: undefined })).toEqual({ application: 'required' })
    expect(refused({ application: 'internship' })).toEqual({ application: 'required' })
  })

  it('needs the position for an application for a position, also when other fields are refused', () => {
    expect(refused({ position: '   ' })).toEqual({ position: 'required' })
    expect(refused({ position: undefined, firstName: '' })).toEqual({
      firstName: 'required',
      position: 'required',
    })
    expect(refused({ position: 'x'.repeat(151) })).toEqual({ position: 'tooLong' })
  })

  it('needs a motivation of at most 4000 characters', () => {
    expect(refused({ motivation: '' })).toEqual({ motivation: 'required' })
    expect(refused({ motivation: 'x'.repeat(4001) })).toEqual({ motivation: 'tooLong' })
  })

  it('needs a CV: a file, not empty, at most 10 MB, named as a PDF, DOC, DOCX or ODT', () => {
    expect(refused({ cv: undefined })).toEqual({ cv: 'empty' })
    expect(refused({ cv: 'C:\\cv.pdf' })).toEqual({ cv: 'empty' })
    expect(refused({ cv: pdf('cv.pdf', 0) })).toEqual({ cv: 'empty' })
    expect(refused({ cv: pdf('cv.pdf', maxUploadBytes + 1) })).toEqual({ cv: 'too-large' })
    expect(refused({ cv: pdf('cv.pdf', maxUploadBytes) })).toEqual({})
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', 'cv.rtf', 'cv.docm']) {
      expect(refused({ cv: pdf(name) }), name).toEqual({ cv: 'wrong-type' })
    }
    for (const name of ['CV.PDF', 'cv.doc', 'cv.docx', 'Zoë CV.odt']) {
      expect(refused({ cv: pdf(name) }), name).toEqual({})
    }
  })
})
