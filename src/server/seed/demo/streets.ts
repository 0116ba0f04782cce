import type { Place } from './places'
import type { Rng } from './prng'

// Common street names of each language area: plausible in any town without claiming that a
// given listing exists at a real address.
const flemish = [
  'Kerkstraat',
  'Stationsstraat',
  'Molenstraat',
  'Dorpsstraat',
  'Schoolstraat',
  'Nieuwstraat',
  'Kapelstraat',
  'Veldstraat',
  'Beekstraat',
  'Lindenlaan',
  'Kastanjelaan',
  'Zonnestraat',
]
const french = [
  "Rue de l'Église",
  'Rue de la Station',
  'Rue du Moulin',
  'Avenue des Tilleuls',
  'Rue des Écoles',
  'Rue Haute',
  'Avenue des Érables',
  'Rue du Château',
  'Rue de la Chapelle',
  'Avenue de la Gare',
  'Rue des Champs',
  'Rue Saint-Martin',
]

export function drawAddress(place: Place, rng: Rng): { street: string; houseNumber: string } {
  const streets = place.region === 'Flanders' ? flemish : french
  return { street: rng.pick(streets), houseNumber: String(rng.int(1, 180)) }
}
