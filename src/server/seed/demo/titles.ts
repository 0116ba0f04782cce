import type { Language } from '@/lib/i18n/languages'
import { formatNumber } from '@/lib/format/number-format'
import type { Facts } from './listing-facts'
import type { ListingPlan } from './listing-plan'
import type { Rng } from './prng'
import { propertyType, typeIds } from './property-types'
import { capitalize, each, features, inflect, type AdjectiveName, type Text } from './words'

type Feature = keyof typeof features

function chooseAdjective(plan: ListingPlan, facts: Facts, rng: Rng): AdjectiveName {
  if (plan.projectId) return 'new'
  const recent = (facts.renovationYear ?? facts.constructionYear ?? 0) >= 2005
  if (facts.kind === 'land') return rng.pick(['sunny', 'wellLocated'])
  if (facts.kind === 'garage')
    return rng.pick(facts.hasGarage ? ['secure', 'wellLocated'] : ['wellLocated'])
  if (facts.kind === 'business') return recent ? rng.pick(['modern', 'wellLocated']) : 'wellLocated'
  const pool: AdjectiveName[] = ['bright', 'charming', 'cosy']
  if ((facts.livingArea ?? 0) >= 110 || (facts.bedrooms ?? 0) >= 3) pool.push('spacious')
  if (facts.renovationYear) pool.push('renovated', 'renovated')
  if (recent) pool.push('modern')
  return rng.pick(pool)
}

function chooseFeature(facts: Facts): Feature | null {
  const order: [boolean, Feature][] =
    facts.kind === 'house'
      ? [
          [facts.hasGarden, 'garden'],
          [facts.hasTerrace, 'terrace'],
          [facts.hasGarage, 'garage'],
        ]
      : [
          [facts.hasTerrace, 'terrace'],
          [facts.hasGarden, 'garden'],
          [facts.hasGarage, 'garage'],
        ]
  return order.find(([has]) => has)?.[1] ?? null
}

const bedroomWords: Record<Language, [one: string, many: string]> = {
  en: ['bedroom', 'bedrooms'],
  nl: ['slaapkamer', 'slaapkamers'],
  fr: ['chambre', 'chambres'],
  de: ['Schlafzimmer', 'Schlafzimmern'],
}

export function titleFor(plan: ListingPlan, facts: Facts, names: Text, rng: Rng): Text {
  const grammar = propertyType(plan.typeId)
  const adjective = inflect(chooseAdjective(plan, facts, rng), grammar)
  const feature = chooseFeature(facts)
  const surface = facts.kind === 'land' ? facts.plotArea : facts.area

  if (facts.kind !== 'house' && facts.kind !== 'apartment') {
    return each((lang) => {
      const [adj, noun, m2, city] = [
        adjective[lang],
        grammar.noun[lang],
        formatNumber(surface ?? 0),
        names[lang],
      ]
      if (lang === 'fr') return capitalize(`${noun} ${adj} de ${m2} m² à ${city}`)
      const of = { en: 'of', nl: 'van', de: 'mit' }[lang]
      return capitalize(`${adj} ${noun} ${of} ${m2} m² in ${city}`)
    })
  }

  const n = facts.bedrooms ?? 0
  return each((lang) => {
    const [adj, noun, city] = [adjective[lang], grammar.noun[lang], names[lang]]
    const feat = feature ? features[feature][lang] : null
    const rooms = `${n} ${bedroomWords[lang][n === 1 ? 0 : 1]}`
    switch (lang) {
      case 'en':
        return capitalize(
          `${adj} ${n ? `${n}-bedroom ` : ''}${noun}${feat ? ` with ${feat}` : ''} in ${city}`,
        )
      case 'nl': {
        const extras = [n ? rooms : null, feat].filter(Boolean).join(' en ')
        return capitalize(`${adj} ${noun}${extras ? ` met ${extras}` : ''} in ${city}`)
      }
      case 'fr':
        return capitalize(
          `${noun} ${adj}${n ? ` de ${rooms}` : ''}${feat ? ` avec ${feat}` : ''} à ${city}`,
        )
      case 'de': {
        // "2-Zimmer-Wohnung" is how German listings name a flat by its rooms.
        if (plan.typeId === typeIds.apartment && n) {
          return capitalize(`${adj} ${n}-Zimmer-${noun}${feat ? ` mit ${feat}` : ''} in ${city}`)
        }
        const extras = [n ? rooms : null, feat].filter(Boolean).join(' und ')
        return capitalize(`${adj} ${noun}${extras ? ` mit ${extras}` : ''} in ${city}`)
      }
    }
  })
}
