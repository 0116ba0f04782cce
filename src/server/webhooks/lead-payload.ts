import { eq } from 'drizzle-orm'
import { formSubmissions, projects, properties } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** What every event says of the request behind it (docs/webhooks.md, "The request object"). */
export async function requestPayload(tx: Executor, submissionId: number) {
  const [row] = await tx
    .select({
      submission: formSubmissions,
      propertyReference: properties.reference,
      projectReference: projects.reference,
    })
    .from(formSubmissions)
    .leftJoin(properties, eq(properties.id, formSubmissions.propertyId))
    .leftJoin(projects, eq(projects.id, formSubmissions.projectId))
    .where(eq(formSubmissions.id, submissionId))
  if (!row) throw new Error(`no submission ${submissionId} for its webhook`)
  const { submission: s } = row
  const { requestId, ...fields } = s.data
  return {
    id: String(requestId),
    submissionId: s.id,
    kind: s.kind,
    language: s.locale,
    createdAt: s.createdAt.toISOString(),
    person: {
      title: s.title,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phone: s.phone,
    },
    property: s.propertyId === null ? null : { id: s.propertyId, reference: row.propertyReference },
    project: s.projectId === null ? null : { id: s.projectId, reference: row.projectReference },
    fields,
  }
}
