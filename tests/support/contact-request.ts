import { z } from '../../src/lib/zod'
import { emailAddress, requiredText } from '../../src/lib/forms/fields'
import type { RequestSpec } from '../../src/server/requests/process-request.server'

const schema = z.object({ name: requiredText(50), email: emailAddress() })

/**
 * A minimal contact request for tests of what every request queues (webhook, CRM lead). With
 * `fail`, writing its Dutch e-mail throws, after the rest was queued: the whole request must roll
 * back.
 */
export const contactRequest = (fail = false): RequestSpec<typeof schema> => ({
  kind: 'site-contact',
  schema,
  person: ({ email, name }) => ({ email, firstName: name }),
  summary(input, t, { lang }) {
    if (fail && lang === 'nl') throw new Error('disk full')
    return [{ label: t('forms.fields.firstName'), value: input.name }]
  },
})
