// Explicit ids shared by the generators so foreign keys line up without a database round trip.
export const projectIds = { gent: 1, namur: 2, etterbeek: 3 } as const
export const ownerIds = { sophieClaes: 1, marcDubois: 2 } as const

/** Properties are numbered in the order of the listing plan. */
export const propertyIdAt = (planIndex: number) => planIndex + 1
