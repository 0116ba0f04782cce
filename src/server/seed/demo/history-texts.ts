import type { Language } from '@/lib/i18n/languages'

type HistoryTexts = {
  visit: string
  informationRequest: string
  visitRequest: string
  publishedOn: (portal: string) => string
  updatedOn: (portal: string) => string
  visitFeedback: string[]
  visitCancelled: string
  requestMessages: string[]
  updateReasons: string[]
}

/** Owner history is written in the owner's language, as the agency's CRM would record it. */
export const historyTexts: Record<Language, HistoryTexts> = {
  nl: {
    visit: 'Bezichtiging',
    informationRequest: 'Vraag om informatie',
    visitRequest: 'Aanvraag bezichtiging',
    publishedOn: (portal) => `Publicatie op ${portal}`,
    updatedOn: (portal) => `Advertentie bijgewerkt op ${portal}`,
    visitFeedback: [
      'Positieve indruk, vraagt naar de EPC-gegevens.',
      'Vindt de tuin te klein, zoekt verder.',
      'Tweede bezoek gewenst met een aannemer.',
      'Heel enthousiast over de ligging en de lichtinval.',
      'Twijfelt over het budget, neemt contact op met de bank.',
      'Vindt de renovatiekosten te hoog.',
    ],
    visitCancelled: 'Geannuleerd door de kandidaat.',
    requestMessages: [
      'Is het pand nog beschikbaar?',
      'Kan ik het asbestattest en het EPC ontvangen?',
      'Wij willen graag een bezoek op zaterdagvoormiddag.',
      'Vanaf wanneer is het pand vrij?',
      'Kunnen wij de plannen ontvangen?',
    ],
    updateReasons: ["Nieuwe foto's toegevoegd.", 'Beschrijving aangevuld.', 'Prijs aangepast.'],
  },
  fr: {
    visit: 'Visite',
    informationRequest: "Demande d'informations",
    visitRequest: 'Demande de visite',
    publishedOn: (portal) => `Publication sur ${portal}`,
    updatedOn: (portal) => `Annonce mise à jour sur ${portal}`,
    visitFeedback: [
      'Bonne impression, demande les données PEB.',
      'Trouve le jardin trop petit, continue ses recherches.',
      'Souhaite une seconde visite avec un entrepreneur.',
      'Très enthousiaste quant à la situation et la luminosité.',
      'Hésite sur le budget, contacte sa banque.',
      'Estime les travaux de rénovation trop importants.',
    ],
    visitCancelled: 'Annulée par le candidat.',
    requestMessages: [
      'Le bien est-il toujours disponible ?',
      "Puis-je recevoir le certificat PEB et l'attestation du sol ?",
      'Nous souhaiterions visiter un samedi matin.',
      'À partir de quand le bien est-il libre ?',
      'Pourriez-vous nous envoyer les plans ?',
    ],
    updateReasons: ['Nouvelles photos ajoutées.', 'Description complétée.', 'Prix adapté.'],
  },
  en: {
    visit: 'Visit',
    informationRequest: 'Request for information',
    visitRequest: 'Visit request',
    publishedOn: (portal) => `Published on ${portal}`,
    updatedOn: (portal) => `Listing updated on ${portal}`,
    visitFeedback: [
      'Good impression, asks for the EPC details.',
      'Finds the garden too small, keeps looking.',
      'Wants a second visit with a contractor.',
      'Very keen on the location and the light.',
      'Unsure about the budget, will talk to the bank.',
      'Finds the renovation costs too high.',
    ],
    visitCancelled: 'Cancelled by the candidate.',
    requestMessages: [
      'Is the property still available?',
      'Could I receive the EPC and the soil certificate?',
      'We would like to visit on a Saturday morning.',
      'From when is the property free?',
      'Could you send us the floor plans?',
    ],
    updateReasons: ['New photos added.', 'Description completed.', 'Price adjusted.'],
  },
  de: {
    visit: 'Besichtigung',
    informationRequest: 'Informationsanfrage',
    visitRequest: 'Besichtigungsanfrage',
    publishedOn: (portal) => `Veröffentlicht auf ${portal}`,
    updatedOn: (portal) => `Anzeige aktualisiert auf ${portal}`,
    visitFeedback: [
      'Guter Eindruck, fragt nach den Energieausweisdaten.',
      'Findet den Garten zu klein, sucht weiter.',
      'Wünscht eine zweite Besichtigung mit einem Bauunternehmer.',
      'Sehr angetan von Lage und Helligkeit.',
      'Unsicher beim Budget, spricht mit der Bank.',
      'Findet die Renovierungskosten zu hoch.',
    ],
    visitCancelled: 'Vom Interessenten abgesagt.',
    requestMessages: [
      'Ist die Immobilie noch verfügbar?',
      'Kann ich den Energieausweis und das Bodenattest erhalten?',
      'Wir würden gern an einem Samstagvormittag besichtigen.',
      'Ab wann ist die Immobilie frei?',
      'Könnten Sie uns die Grundrisse schicken?',
    ],
    updateReasons: ['Neue Fotos hinzugefügt.', 'Beschreibung ergänzt.', 'Preis angepasst.'],
  },
}
