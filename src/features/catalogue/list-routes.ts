/** Path-catalogue routes whose pages are catalogue lists, and the goal each one lists. */
export const listRoutes = {
  'sale-list': { kind: 'properties', goal: 0 },
  'rent-list': { kind: 'properties', goal: 1 },
  'projects-list': { kind: 'projects' },
} as const

export type ListRoute = keyof typeof listRoutes

export function isListRoute(route: string): route is ListRoute {
  return route in listRoutes
}
