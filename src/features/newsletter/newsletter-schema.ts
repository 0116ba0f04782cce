import { z } from '@/lib/zod'
import { emailAddress, pageLanguage, requiredCheckbox } from '@/lib/forms/fields'

/** The footer's sign-up: an address and the box it needs (specification §5). */
export const newsletterSchema = z.object({
  locale: pageLanguage(),
  email: emailAddress(),
  consent: requiredCheckbox(),
})
