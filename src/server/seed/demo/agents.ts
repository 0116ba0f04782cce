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
      slug: 'pieter-janssens',
      bio: {
        en: 'Pieter has been selling homes in Ghent and the Flemish Ardennes for fifteen years. He knows every street of the old town and guides buyers from the first visit to the deed.',
        nl: 'Pieter verkoopt al vijftien jaar woningen in Gent en de Vlaamse Ardennen. Hij kent elke straat van de binnenstad en begeleidt kopers van het eerste bezoek tot de akte.',
        fr: 'Pieter vend des maisons à Gand et dans les Ardennes flamandes depuis quinze ans. Il connaît chaque rue du centre historique et accompagne les acheteurs de la première visite jusqu’à l’acte.',
        de: 'Pieter verkauft seit fünfzehn Jahren Häuser in Gent und in den Flämischen Ardennen. Er kennt jede Straße der Altstadt und begleitet Käufer von der ersten Besichtigung bis zur Beurkundung.',
      },
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
      slug: 'camille-lambert',
      bio: {
        en: 'Camille founded the agency and leads its sales in Brussels and Wallonia. Owners call on her for a valuation they can trust and a sale without surprises.',
        nl: 'Camille richtte het kantoor op en leidt de verkoop in Brussel en Wallonië. Eigenaars rekenen op haar voor een betrouwbare schatting en een verkoop zonder verrassingen.',
        fr: 'Camille a fondé l’agence et dirige ses ventes à Bruxelles et en Wallonie. Les propriétaires font appel à elle pour une estimation fiable et une vente sans mauvaises surprises.',
        de: 'Camille hat das Büro gegründet und leitet den Verkauf in Brüssel und der Wallonie. Eigentümer wenden sich an sie für eine verlässliche Bewertung und einen Verkauf ohne Überraschungen.',
      },
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
      slug: 'lotte-vermeulen',
      bio: {
        en: 'Lotte finds tenants for our landlords and stays their contact for the whole lease: the check-in inventory, the deposit and the indexation of the rent.',
        nl: 'Lotte zoekt huurders voor onze verhuurders en blijft hun aanspreekpunt tijdens de hele huur: de plaatsbeschrijving, de waarborg en de indexering van de huur.',
        fr: 'Lotte trouve des locataires pour nos bailleurs et reste leur interlocutrice pendant tout le bail : l’état des lieux, la garantie locative et l’indexation du loyer.',
        de: 'Lotte findet Mieter für unsere Vermieter und bleibt während der ganzen Mietzeit ihre Ansprechpartnerin: Wohnungsübergabeprotokoll, Mietkaution und Indexierung der Miete.',
      },
    },
  ]
}
