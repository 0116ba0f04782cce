import { z } from '@/lib/zod'
import { choice, optionalText, pageLanguage, personSchema, requiredText } from '@/lib/forms/fields'
import { cvFileSchema, cvKinds, type UploadErrorCode } from '@/lib/forms/uploads/cv-file'

/** An application for a position the visitor names, or a spontaneous one. */
export const applicationKinds = ['position', 'spontaneous'] as const

/** A CV's name must end in one of the accepted types: an early message in the browser only. */
const cvNamePattern = new RegExp(`\\.(?:${cvKinds.join('|')})$`, 'i')

/**
 * The CV as the browser and the server both see it before its content is read: a file of at most
 * 10 MB whose name ends in .pdf, .doc, .docx or .odt. The server then decides the type by content
 * (acceptCvUpload): a DOCX named cv.pdf passes and is stored as cv.docx; a text file named cv.pdf
 * passes this check and is refused there.
 */
export const cvField = () =>
  cvFileSchema.refine((file) => cvNamePattern.test(file.name), {
    error: 'wrong-type' satisfies UploadErrorCode,
  })

/**
 * The job application (issue 4, specification §3 "Person" and "CV upload"), fields in the order
 * the form shows them, so the error banner lists them in that order.
 */
export const jobApplicationSchema = z
  .object({
    locale: pageLanguage(),
    ...personSchema.shape,
    application: choice(applicationKinds),
    position: optionalText(150),
    motivation: requiredText(4000),
    cv: cvField(),
  })
  .refine((input) => input.application !== 'position' || Boolean(input.position?.trim()), {
    path: ['position'],
    error: 'required',
    // Checked even when another field is refused, so every message shows at once.
    when: () => true,
  })
export type JobApplicationInput = z.output<typeof jobApplicationSchema>
