import { formatNumber } from '@/lib/format/number-format'
import { formatAmount } from '@/lib/format/price-format'
import type { Facts } from './listing-facts'
import type { ListingPlan } from './listing-plan'
import type { Rng } from './prng'
import { propertyType, type TypeGrammar } from './property-types'
import { capitalize, demonstrative, each, facing, type Text } from './words'

type Context = {
  plan: ListingPlan
  facts: Facts
  grammar: TypeGrammar
  names: Text
  /** The project a new-build unit belongs to, with its delivery year. */
  project?: { name: string; deliveryYear: number }
  lifeAnnuityRent?: number
}

const m2 = (value: number | null) => `${formatNumber(value ?? 0)} m²`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function opening({ plan, facts, grammar, names }: Context, rng: Rng): Text {
  const that = demonstrative(grammar)
  const noun = grammar.noun
  if (facts.kind === 'house' || facts.kind === 'apartment') {
    if (rng.chance(0.5)) {
      return each((lang) => {
        const [n, t, city] = [noun[lang], that[lang], names[lang]]
        return {
          en: `Set in a quiet street in ${city}, ${t} ${n} is within walking distance of shops, schools and public transport.`,
          nl: `${capitalize(t)} ${n} ligt in een rustige straat in ${city}, op wandelafstand van winkels, scholen en openbaar vervoer.`,
          fr: `Dans une rue calme à ${city}, ${t} ${n} se trouve à distance de marche des commerces, des écoles et des transports en commun.`,
          de: `${capitalize(t)} ${n} liegt in einer ruhigen Straße in ${city}, nur wenige Gehminuten von Geschäften, Schulen und öffentlichen Verkehrsmitteln entfernt.`,
        }[lang]
      })
    }
  }
  if (facts.kind !== 'business' && rng.chance(0.5)) {
    const offered = demonstrative(grammar, true)
    return each((lang) => {
      const [n, t, city] = [noun[lang], offered[lang], names[lang]]
      const sale = plan.goal === 'sale'
      return {
        en: `In a green residential area of ${city}, we offer ${t} ${n} ${sale ? 'for sale' : 'for rent'}.`,
        nl: `In een groene woonwijk in ${city} bieden wij ${t} ${n} ${sale ? 'te koop' : 'te huur'} aan.`,
        fr: `Dans un quartier résidentiel et verdoyant à ${city}, nous vous proposons ${t} ${n} ${sale ? 'à vendre' : 'à louer'}.`,
        de: `In einem grünen Wohnviertel in ${city} bieten wir ${t} ${n} ${sale ? 'zum Kauf' : 'zur Miete'} an.`,
      }[lang]
    })
  }
  return each((lang) => {
    const [n, t, city] = [noun[lang], that[lang], names[lang]]
    return {
      en: `${capitalize(t)} ${n} enjoys an excellent location in ${city}, close to the centre and the main roads.`,
      nl: `${capitalize(t)} ${n} geniet van een uitstekende ligging in ${city}, vlak bij het centrum en de grote invalswegen.`,
      fr: `${capitalize(t)} ${n} bénéficie d'un excellent emplacement à ${city}, proche du centre et des grands axes.`,
      de: `${capitalize(t)} ${n} genießt eine ausgezeichnete Lage in ${city}, nahe dem Zentrum und den Hauptverkehrsstraßen.`,
    }[lang]
  })
}

function layout({ facts }: Context): Text {
  if (facts.kind === 'land') {
    return each((lang) => {
      const [plot, front] = [m2(facts.plotArea), formatNumber(facts.frontWidth ?? 0)]
      return {
        en: `The plot of ${plot} has a street frontage of ${front} m.`,
        nl: `Het perceel van ${plot} heeft een straatbreedte van ${front} m.`,
        fr: `La parcelle de ${plot} présente une façade à rue de ${front} m.`,
        de: `Das Grundstück von ${plot} hat eine Straßenfront von ${front} m.`,
      }[lang]
    })
  }
  if (facts.kind === 'garage') {
    return each(
      (lang) =>
        ({
          en: 'Easy access, with room for a car and some storage.',
          nl: 'Vlot toegankelijk, met plaats voor een wagen en wat berging.',
          fr: 'Accès aisé, avec de la place pour une voiture et un peu de rangement.',
          de: 'Bequem erreichbar, mit Platz für ein Auto und etwas Stauraum.',
        })[lang],
    )
  }
  if (facts.kind === 'business') {
    return each((lang) => {
      const area = m2(facts.area)
      return {
        en: `The ${area} of floor space can be laid out freely and suits many activities.`,
        nl: `De ${area} vloeroppervlakte is vrij indeelbaar en geschikt voor diverse activiteiten.`,
        fr: `Les ${area} de surface sont modulables et conviennent à de nombreuses activités.`,
        de: `Die ${area} Nutzfläche sind frei aufteilbar und für viele Tätigkeiten geeignet.`,
      }[lang]
    })
  }
  const [beds, baths] = [facts.bedrooms ?? 0, facts.bathrooms ?? 1]
  return each((lang) => {
    const living = m2(facts.livingArea)
    if (!beds) {
      return {
        en: `Its ${living} are cleverly laid out, ideal for a student or a first home.`,
        nl: `De ${living} zijn slim ingedeeld, ideaal voor een student of een eerste woning.`,
        fr: `Ses ${living} sont astucieusement agencés, idéal pour un étudiant ou un premier logement.`,
        de: `Die ${living} sind geschickt aufgeteilt, ideal für Studierende oder als erste Wohnung.`,
      }[lang]
    }
    return {
      en: `It offers ${living} of living space with ${plural(beds, 'bedroom', 'bedrooms')} and ${plural(baths, 'bathroom', 'bathrooms')}.`,
      nl: `De bewoonbare oppervlakte van ${living} omvat ${plural(beds, 'slaapkamer', 'slaapkamers')} en ${plural(baths, 'badkamer', 'badkamers')}.`,
      fr: `La surface habitable de ${living} comprend ${plural(beds, 'chambre', 'chambres')} et ${plural(baths, 'salle de bains', 'salles de bains')}.`,
      de: `Die Wohnfläche von ${living} umfasst ${beds} Schlafzimmer und ${baths} Badezimmer.`,
    }[lang]
  })
}

function outside({ facts }: Context): Text | null {
  const dir = facing[facts.orientation]
  if (facts.hasGarden && facts.gardenArea) {
    return each((lang) => {
      const [area, d] = [m2(facts.gardenArea), dir[lang]]
      return {
        en: `The ${d}-facing garden of about ${area} offers plenty of privacy.`,
        nl: `De tuin van ongeveer ${area} op het ${d} biedt veel privacy.`,
        fr: `Le jardin d'environ ${area}, orienté ${d}, offre beaucoup d'intimité.`,
        de: `Der etwa ${area} große Garten nach ${d} bietet viel Privatsphäre.`,
      }[lang]
    })
  }
  if (facts.hasTerrace && facts.terraceArea) {
    return each((lang) => {
      const [area, d] = [m2(facts.terraceArea), dir[lang]]
      return {
        en: `A ${d}-facing terrace of ${area} extends the living area.`,
        nl: `Een terras van ${area} op het ${d} verlengt de leefruimte.`,
        fr: `Une terrasse de ${area} orientée ${d} prolonge les pièces de vie.`,
        de: `Eine ${area} große Terrasse nach ${d} erweitert den Wohnbereich.`,
      }[lang]
    })
  }
  return null
}

function closing({ plan, facts, project, lifeAnnuityRent }: Context, rng: Rng): Text | null {
  if (project) {
    return each(
      (lang) =>
        ({
          en: `Part of the new-build project ${project.name}, with delivery planned for ${project.deliveryYear}.`,
          nl: `Onderdeel van het nieuwbouwproject ${project.name}, met oplevering gepland in ${project.deliveryYear}.`,
          fr: `Fait partie du projet neuf ${project.name}, dont la livraison est prévue en ${project.deliveryYear}.`,
          de: `Teil des Neubauprojekts ${project.name}, die Übergabe ist für ${project.deliveryYear} geplant.`,
        })[lang],
    )
  }
  if (lifeAnnuityRent) {
    return each((lang) => {
      const rent = formatAmount(lifeAnnuityRent)
      return {
        en: `Sold as an occupied life annuity: the asking price is the lump sum, followed by an indexed monthly annuity of ${rent}.`,
        nl: `Verkocht op lijfrente met voorbehoud van vruchtgebruik: de vraagprijs is het boeket, daarna een geïndexeerde maandelijkse rente van ${rent}.`,
        fr: `Vendu en viager occupé : le prix demandé est le bouquet, suivi d'une rente mensuelle indexée de ${rent}.`,
        de: `Verkauf auf Leibrente mit Wohnrecht: Der Preis ist die Anzahlung, danach folgt eine indexierte Monatsrente von ${rent}.`,
      }[lang]
    })
  }
  if (plan.poorEnergy) {
    return each(
      (lang) =>
        ({
          en: 'The house needs an energy renovation, which is reflected in the price.',
          nl: 'De woning vraagt een energetische renovatie, wat in de prijs verrekend is.',
          fr: 'Le bien nécessite une rénovation énergétique, ce qui se reflète dans le prix.',
          de: 'Das Haus benötigt eine energetische Sanierung, was sich im Preis widerspiegelt.',
        })[lang],
    )
  }
  if (facts.renovationYear) {
    const year = facts.renovationYear
    return each(
      (lang) =>
        ({
          en: `Thoroughly renovated in ${year}, it is ready to move into.`,
          nl: `Grondig gerenoveerd in ${year} en instapklaar.`,
          fr: `Entièrement rénové en ${year} : il n'y a plus qu'à poser ses valises.`,
          de: `${year} umfassend renoviert und sofort bezugsfertig.`,
        })[lang],
    )
  }
  if (!rng.chance(0.6)) return null
  return plan.goal === 'rent'
    ? each(
        (lang) =>
          ({
            en: 'Available soon; contact us to arrange a visit.',
            nl: 'Binnenkort beschikbaar; neem contact met ons op voor een bezoek.',
            fr: 'Bientôt disponible ; contactez-nous pour organiser une visite.',
            de: 'Bald verfügbar; kontaktieren Sie uns für eine Besichtigung.',
          })[lang],
      )
    : each(
        (lang) =>
          ({
            en: 'Contact us to arrange a visit.',
            nl: 'Neem contact met ons op voor een bezoek.',
            fr: 'Contactez-nous pour organiser une visite.',
            de: 'Kontaktieren Sie uns für eine Besichtigung.',
          })[lang],
      )
}

/** Two to four sentences, in every language, that agree with the listing's facts. */
export function describe(context: Omit<Context, 'grammar'>, rng: Rng): Text {
  const full = { ...context, grammar: propertyType(context.plan.typeId) }
  const sentences = [
    opening(full, rng),
    layout(full),
    rng.chance(0.8) ? outside(full) : null,
    closing(full, rng),
  ].filter((sentence): sentence is Text => sentence !== null)
  return each((lang) => sentences.map((sentence) => sentence[lang]).join(' '))
}
