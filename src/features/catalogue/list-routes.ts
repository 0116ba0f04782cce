/** The goal each property list of the path catalogue lists: 0 for sale, 1 for rent. */
export const listGoals = { 'sale-list': 0, 'rent-list': 1 } as const
