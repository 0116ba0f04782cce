import { z } from '@/lib/zod'
import { demoKinds } from './demo-kinds'

/**
 * One removal as the screen posts it: the kind, the ticked confirmation (so one click never
 * removes), and for the agents the agency's agent who takes their listings ('' for none).
 */
export const removeDemoSchema = z.object({
  kind: z.enum(demoKinds),
  confirm: z.literal('yes', { error: 'confirm' }),
  agent: z
    .string()
    .regex(/^(\d{1,9})?$/)
    .optional()
    .transform((value) => (value ? Number(value) : null)),
})
