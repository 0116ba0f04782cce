import type { testimonials } from '@/server/db/schema'
import { addDays, atUtc } from './dates'

type TestimonialRow = typeof testimonials.$inferInsert

type Testimonial = Omit<TestimonialRow, 'id' | 'postedAt'> & { daysAgo: number }

// One pending and one rejected entry let the moderation states be seen in the demo.
const entries: Testimonial[] = [
  {
    daysAgo: 12,
    name: 'An Verstraete',
    locale: 'nl',
    status: 'published',
    postedBy: 'Verkoper in Gent',
    aboutYou: 'Wij verkochten onze rijwoning om dichter bij de kinderen te wonen.',
    comment:
      'Van de schatting tot de akte werden we goed opgevolgd. Elke week kregen we een overzicht van de bezoeken, en het huis was binnen zes weken verkocht.',
  },
  {
    daysAgo: 41,
    name: 'Julien Mercier',
    locale: 'fr',
    status: 'published',
    postedBy: 'Acheteur à Namur',
    aboutYou: 'Premier achat, avec ma compagne.',
    comment:
      "Une équipe disponible et honnête : on nous a expliqué le certificat PEB et les frais d'acte sans jargon. Nous avons signé sereinement.",
  },
  {
    daysAgo: 77,
    name: 'Sarah Whitfield',
    locale: 'en',
    status: 'published',
    postedBy: 'Tenant in Ixelles',
    aboutYou: 'Moved to Brussels for a job at the European Commission.',
    comment:
      'I rented a flat from abroad and everything was handled by e-mail and video calls. The inventory was thorough and the deposit came back in full when I left.',
  },
  {
    daysAgo: 120,
    name: 'Klaus Wagner',
    locale: 'de',
    status: 'published',
    postedBy: 'Käufer in Eupen',
    aboutYou: 'Wir suchten ein Haus mit großem Garten.',
    comment:
      'Sehr freundliche Beratung auf Deutsch und schnelle Antworten. Die Unterlagen zur Immobilie waren vollständig, das hat uns viel Zeit gespart.',
  },
  {
    daysAgo: 168,
    name: 'Pieter De Smet',
    locale: 'nl',
    status: 'published',
    postedBy: 'Verhuurder in Antwerpen',
    aboutYou: 'Eigenaar van twee appartementen.',
    comment:
      'Ze vonden op korte tijd betrouwbare huurders en regelden de plaatsbeschrijving en de huurwaarborg. Een echte ontzorging.',
  },
  {
    daysAgo: 251,
    name: 'Isabelle Leroy',
    locale: 'fr',
    status: 'published',
    postedBy: 'Vendeuse à Waterloo',
    aboutYou: null,
    comment:
      "Estimation réaliste, belles photos et visites bien filtrées. La vente de notre villa s'est faite au prix demandé.",
  },
  {
    daysAgo: 3,
    name: 'Tom Peeters',
    locale: 'nl',
    status: 'pending',
    postedBy: 'Koper in Leuven',
    aboutYou: null,
    comment: 'Vlotte communicatie en een duidelijk bod-formulier. Bedankt aan het hele team!',
  },
  {
    daysAgo: 95,
    name: 'Best Deals 24',
    locale: 'en',
    status: 'rejected',
    postedBy: null,
    aboutYou: null,
    website: 'https://example.com/offers',
    comment: 'Great agency!!! Visit our website for cheap loans and more offers.',
  },
]

export function testimonialRows(today: string): TestimonialRow[] {
  return entries.map(({ daysAgo, ...entry }, index) => ({
    id: index + 1,
    website: null,
    image: null,
    ...entry,
    postedAt: atUtc(addDays(today, -daysAgo), 8 + (index % 9), 10 + index * 5),
  }))
}
