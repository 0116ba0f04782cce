import type { Text } from './words'

type ProjectTexts = { description: Text; situation: Text; technicalInfo: Text }

/** Hand-written copy of the three demo projects: marketing text reads badly when templated. */
export const projectTexts: Record<'gent' | 'namur' | 'etterbeek', ProjectTexts> = {
  gent: {
    description: {
      en: 'Residentie Leiezicht brings together energy-neutral apartments and a penthouse along the Leie, a short walk from the historic centre of Gent. Every unit has a generous terrace and large windows onto the water.',
      nl: 'Residentie Leiezicht bundelt energieneutrale appartementen en een penthouse langs de Leie, op wandelafstand van het historische centrum van Gent. Elke unit heeft een ruim terras en grote ramen met zicht op het water.',
      fr: "La Résidence Leiezicht réunit des appartements neutres en énergie et un penthouse le long de la Lys, à quelques pas du centre historique de Gand. Chaque logement dispose d'une grande terrasse et de larges baies donnant sur l'eau.",
      de: 'Die Residenz Leiezicht vereint energieneutrale Wohnungen und ein Penthouse an der Leie, nur wenige Gehminuten von der Genter Altstadt entfernt. Jede Einheit hat eine großzügige Terrasse und große Fenster zum Wasser.',
    },
    situation: {
      en: 'On the Leie quay, 800 m from the Korenmarkt, with tram stops and the Gent-Sint-Pieters station nearby.',
      nl: 'Aan de Leiekaai, op 800 m van de Korenmarkt, met tramhaltes en het station Gent-Sint-Pieters in de buurt.',
      fr: 'Sur le quai de la Lys, à 800 m du Korenmarkt, avec des arrêts de tram et la gare de Gand-Saint-Pierre à proximité.',
      de: 'Am Leie-Kai, 800 m vom Korenmarkt, mit Straßenbahnhaltestellen und dem Bahnhof Gent-Sint-Pieters in der Nähe.',
    },
    technicalInfo: {
      en: 'Heat pump with underfloor heating, balanced ventilation with heat recovery, solar panels on the roof, triple glazing, charging points in the underground car park.',
      nl: 'Warmtepomp met vloerverwarming, balansventilatie met warmterecuperatie, zonnepanelen op het dak, driedubbele beglazing, laadpunten in de ondergrondse parking.',
      fr: 'Pompe à chaleur avec chauffage par le sol, ventilation double flux avec récupération de chaleur, panneaux solaires en toiture, triple vitrage, bornes de recharge au parking souterrain.',
      de: 'Wärmepumpe mit Fußbodenheizung, kontrollierte Lüftung mit Wärmerückgewinnung, Solarmodule auf dem Dach, Dreifachverglasung, Ladepunkte in der Tiefgarage.',
    },
  },
  namur: {
    description: {
      en: 'Les Terrasses de Meuse offers bright apartments and duplexes with open views over the Meuse valley, between the citadel and the city centre of Namur.',
      nl: 'Les Terrasses de Meuse biedt lichtrijke appartementen en duplexen met een open zicht op de Maasvallei, tussen de citadel en het centrum van Namen.',
      fr: 'Les Terrasses de Meuse proposent des appartements et des duplex lumineux avec une vue dégagée sur la vallée de la Meuse, entre la citadelle et le centre de Namur.',
      de: 'Les Terrasses de Meuse bietet helle Wohnungen und Maisonettewohnungen mit freiem Blick auf das Maastal, zwischen der Zitadelle und der Innenstadt von Namur.',
    },
    situation: {
      en: 'Ten minutes on foot from Namur station and the pedestrian centre, with the E411 motorway a few minutes away by car.',
      nl: 'Tien minuten te voet van het station van Namen en het voetgangerscentrum, en op enkele autominuten van de E411.',
      fr: 'À dix minutes à pied de la gare de Namur et du piétonnier, et à quelques minutes en voiture de la E411.',
      de: 'Zehn Gehminuten vom Bahnhof Namur und der Fußgängerzone, die Autobahn E411 ist in wenigen Autominuten erreichbar.',
    },
    technicalInfo: {
      en: 'Air-to-water heat pump with underfloor heating, double-flow ventilation, acoustic floors between units, lift to every floor, private cellars.',
      nl: 'Lucht-waterwarmtepomp met vloerverwarming, balansventilatie, akoestische vloeren tussen de units, lift naar elke verdieping, private kelders.',
      fr: 'Pompe à chaleur air-eau avec chauffage par le sol, ventilation double flux, dalles acoustiques entre logements, ascenseur à tous les étages, caves privatives.',
      de: 'Luft-Wasser-Wärmepumpe mit Fußbodenheizung, kontrollierte Lüftung, Trittschalldämmung zwischen den Einheiten, Aufzug in alle Etagen, private Keller.',
    },
  },
  etterbeek: {
    description: {
      en: 'Résidence Jourdan is a compact new building of city apartments near Place Jourdan and the European quarter, designed for people who want to live close to everything.',
      nl: 'Résidence Jourdan is een compact nieuwbouwproject met stadsappartementen vlak bij het Jourdanplein en de Europese wijk, ontworpen om dicht bij alles te wonen.',
      fr: "La Résidence Jourdan est un immeuble neuf compact d'appartements urbains près de la place Jourdan et du quartier européen, pensé pour vivre au plus près de tout.",
      de: 'Die Résidence Jourdan ist ein kompakter Neubau mit Stadtwohnungen nahe dem Place Jourdan und dem Europaviertel, geplant für alle, die mitten im Geschehen wohnen möchten.',
    },
    situation: {
      en: 'Between Place Jourdan and Parc Léopold, five minutes from the Schuman metro station.',
      nl: 'Tussen het Jourdanplein en het Leopoldpark, op vijf minuten van het metrostation Schuman.',
      fr: 'Entre la place Jourdan et le parc Léopold, à cinq minutes de la station de métro Schuman.',
      de: 'Zwischen dem Place Jourdan und dem Parc Léopold, fünf Minuten von der Metrostation Schuman.',
    },
    technicalInfo: {
      en: 'Collective heat pump, green roof, triple glazing, bicycle room with charging points, passive-standard insulation.',
      nl: 'Collectieve warmtepomp, groendak, driedubbele beglazing, fietsenberging met laadpunten, isolatie volgens passiefstandaard.',
      fr: 'Pompe à chaleur collective, toiture verte, triple vitrage, local vélos avec bornes de recharge, isolation au standard passif.',
      de: 'Gemeinsame Wärmepumpe, Gründach, Dreifachverglasung, Fahrradraum mit Ladepunkten, Dämmung nach Passivhausstandard.',
    },
  },
}
