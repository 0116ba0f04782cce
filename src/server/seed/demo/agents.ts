import type { agents } from '@/server/db/schema'

export const agentIds = { flandersSales: 1, walloniaBrusselsSales: 2, rentals: 3 } as const

export function agentRows(): (typeof agents.$inferInsert)[] {
  return [
    {
      id: agentIds.flandersSales,
      firstName: 'Pieter',
      lastName: 'Janssens',
      email: 'pieter.janssens@immohorizon.be',
      phone: '+32 470 21 48 63',
      photo: null,
      role: {
        en: 'Sales agent',
        nl: 'Vastgoedmakelaar verkoop',
        fr: 'Agent immobilier vente',
        de: 'Immobilienmakler Verkauf',
      },
      languages: ['nl', 'en', 'fr'],
    },
    {
      id: agentIds.walloniaBrusselsSales,
      firstName: 'Camille',
      lastName: 'Lambert',
      email: 'camille.lambert@immohorizon.be',
      phone: '+32 478 35 92 17',
      photo: null,
      role: {
        en: 'Managing partner',
        nl: 'Zaakvoerder',
        fr: 'Associée gérante',
        de: 'Geschäftsführende Partnerin',
      },
      languages: ['fr', 'nl', 'en', 'de'],
    },
    {
      id: agentIds.rentals,
      firstName: 'Lotte',
      lastName: 'Vermeulen',
      email: 'lotte.vermeulen@immohorizon.be',
      phone: '+32 491 60 27 84',
      photo: null,
      role: {
        en: 'Rental manager',
        nl: 'Verantwoordelijke verhuur',
        fr: 'Responsable location',
        de: 'Leiterin Vermietung',
      },
      languages: ['nl', 'fr', 'en'],
    },
  ]
}
