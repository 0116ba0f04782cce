import { z } from '@/lib/zod'
import { emailAddress, optionalText, pageLanguage, requiredText } from '@/lib/forms/fields'
import { maxImageBytes } from './image-limits'

/** The photo a visitor may add: checked here by size and declared type, on the server by content. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** An optional web address; one typed without its scheme ("www.example.be") gets https://. */
const website = () =>
  optionalText(200)
    .transform((value) =>
      value === undefined || /^https?:\/\//i.test(value) ? value : `https://${value}`,
    )
    .refine(
      (value) => {
        if (value === undefined) return true
        try {
          const url = new URL(value)
          return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !url.username
        } catch {
          return false
        }
      },
      { error: 'invalid' },
    )

const image = () =>
  z
    .file({ error: 'imageType' })
    .max(maxImageBytes, { error: 'imageTooLarge' })
    .refine((file) => (imageTypes as readonly string[]).includes(file.type), { error: 'imageType' })
    .optional()

/** The longest testimonial the public form takes (the back office's edits keep to it too). */
export const commentMaxLength = 2000

/**
 * Specification §3 "Testimonial": name, comment, about you, website, image. The e-mail address is
 * not published: the agency may need to ask before publishing, and the visitor is sent a copy.
 */
export const testimonialSchema = z.object({
  locale: pageLanguage(),
  name: requiredText(100),
  email: emailAddress(),
  comment: requiredText(commentMaxLength),
  aboutYou: optionalText(300),
  website: website(),
  image: image(),
})
export type TestimonialInput = z.output<typeof testimonialSchema>
