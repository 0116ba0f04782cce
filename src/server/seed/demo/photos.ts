import manifest from '../../../../public/media/demo/manifest.json'
import type { Photo } from '@/server/db/schema'
import type { Kind } from './listing-facts'
import type { Rng } from './prng'
import type { Text } from './words'

type Subject = 'exterior' | 'apartment-building' | 'living' | 'kitchen' | 'bedroom'

// Alt text describes what the photo shows, so it is the same for every listing using it.
const alt: Record<Subject, Text> = {
  exterior: { en: 'Front view', nl: 'Vooraanzicht', fr: 'Vue de la façade', de: 'Außenansicht' },
  'apartment-building': {
    en: 'The building',
    nl: 'Het gebouw',
    fr: "L'immeuble",
    de: 'Das Gebäude',
  },
  living: { en: 'Living room', nl: 'Woonkamer', fr: 'Séjour', de: 'Wohnzimmer' },
  kitchen: { en: 'Kitchen', nl: 'Keuken', fr: 'Cuisine', de: 'Küche' },
  bedroom: { en: 'Bedroom', nl: 'Slaapkamer', fr: 'Chambre', de: 'Schlafzimmer' },
}

function bySubject(subject: Subject) {
  return manifest.filter((entry) => entry.subject === subject)
}

function toPhoto(entry: (typeof manifest)[number], subject: Subject): Photo {
  return {
    file: `/media/demo/${entry.file}`,
    width: entry.width,
    height: entry.height,
    credit: entry.credit,
    alt: alt[subject],
  }
}

function take(subject: Subject, count: number, rng: Rng): Photo[] {
  return rng
    .shuffle(bySubject(subject))
    .slice(0, count)
    .map((entry) => toPhoto(entry, subject))
}

/**
 * Outside shots first (the list's cover image), then interiors. Land and garages get only one or
 * two outside shots; business premises get no living rooms.
 */
export function pickPhotos(kind: Kind, rng: Rng): Photo[] {
  const outside: Subject = kind === 'apartment' ? 'apartment-building' : 'exterior'
  if (kind === 'land' || kind === 'garage') return take('exterior', rng.int(1, 2), rng)
  if (kind === 'business') {
    return [...take('apartment-building', rng.int(2, 3), rng), ...take('exterior', 2, rng)]
  }
  const [living, ...moreLiving] = take('living', 3, rng)
  const interiors = [living, ...take('kitchen', 1, rng), ...take('bedroom', 1, rng), ...moreLiving]
  const shown = interiors.filter((photo) => photo !== undefined).slice(0, rng.int(3, 5))
  return [...take(outside, rng.int(1, 3), rng), ...shown]
}

/** Photos of a project: its building, then a few show-flat interiors. */
export function projectPhotos(rng: Rng): Photo[] {
  return [
    ...take('apartment-building', 3, rng),
    ...take('living', 2, rng),
    ...take('kitchen', 1, rng),
  ]
}

/**
 * The demo's floor plan, drawn for it (`floor-plan-01.svg` beside it): the ground floor of a
 * house, its rooms given by their areas only, so the drawing needs no language.
 */
export function demoFloorPlans(): Photo[] {
  const entry = manifest.find((candidate) => candidate.subject === 'floor-plan')!
  return [
    {
      file: `/media/demo/${entry.file}`,
      width: entry.width,
      height: entry.height,
      credit: entry.credit,
      alt: {
        en: 'Ground floor: living room, kitchen, two rooms, hall with stairs, toilet and storeroom',
        nl: 'Gelijkvloers: woonkamer, keuken, twee kamers, inkomhal met trap, toilet en berging',
        fr: 'Rez-de-chaussée : séjour, cuisine, deux pièces, hall avec escalier, WC et débarras',
        de: 'Erdgeschoss: Wohnzimmer, Küche, zwei Zimmer, Diele mit Treppe, WC und Abstellraum',
      },
    },
  ]
}
