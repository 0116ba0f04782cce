import type { Region } from '@/lib/belgium/region'
import type { HomeType, RenovationWork } from './renovation-input'

/*
 * Every number the renovation calculator uses, each with its basis
 * (docs/decisions/019-renovation-calculator.md).
 *
 * The prices are indicative 2025 price ranges for Belgium, written for this calculator on the date
 * below from the public guidance of the organisations listed (cost guides and premium conditions of
 * VEKA, Renolution and SPW Énergie; Embuild's price information), without access to their pages
 * while writing: they are orders of magnitude to be confirmed against those sources before
 * publication, and the interface says that the visitor must ask contractors for quotes.
 */

/** When the figures below were written. */
export const basisWrittenOn = '2026-11-22'
/** The price level they describe. */
export const priceLevelYear = 2025

export type SourceId = 'veka' | 'renolution' | 'spwEnergie' | 'embuild' | 'tabula' | 'finances'
export type Source = { id: SourceId; name: string; url: string }

export const sources: Record<SourceId, Source> = {
  veka: {
    id: 'veka',
    name: 'Vlaams Energie- en Klimaatagentschap (VEKA) – renovatieadvies, EPC en Mijn VerbouwPremie',
    url: 'https://www.vlaanderen.be/veka',
  },
  renolution: {
    id: 'renolution',
    name: 'Renolution – Bruxelles Environnement / Leefmilieu Brussel',
    url: 'https://renolution.brussels',
  },
  spwEnergie: {
    id: 'spwEnergie',
    name: 'SPW Énergie – Service public de Wallonie, primes Habitation et PEB',
    url: 'https://energie.wallonie.be',
  },
  embuild: {
    id: 'embuild',
    name: 'Embuild – Confédération de la construction / Bouwconfederatie',
    url: 'https://www.embuild.be',
  },
  tabula: {
    id: 'tabula',
    name: 'TABULA/EPISCOPE – Belgian residential building typology',
    url: 'https://episcope.eu/building-typology/country/be/',
  },
  finances: {
    id: 'finances',
    name: 'SPF Finances / FOD Financiën – TVA 6 % / btw 6 % renovation of homes older than 10 years',
    url: 'https://finances.belgium.be',
  },
}

/** The reduced VAT rate for renovating a private home older than 10 years (21 % otherwise). */
export const vatRate = 0.06

/**
 * Square metres of each building element per m² of living area, for typical Belgian homes of each
 * type (two storeys for houses; an apartment's share of the common roof, facades and floor).
 */
export const geometry: Record<
  HomeType,
  { roof: number; walls: number; floor: number; windows: number }
> = {
  detached: { roof: 0.65, walls: 1.1, floor: 0.5, windows: 0.18 },
  semiDetached: { roof: 0.6, walls: 0.75, floor: 0.5, windows: 0.16 },
  terraced: { roof: 0.55, walls: 0.4, floor: 0.5, windows: 0.15 },
  apartment: { roof: 0.25, walls: 0.35, floor: 0.2, windows: 0.15 },
}

export type PriceRule =
  /** Euro per m² of the building element (geometry × living area), including VAT. */
  | { per: 'm2'; element: 'roof' | 'walls' | 'floor' | 'windows'; low: number; high: number }
  /** A fixed part plus euro per m² of living area, including VAT (installations). */
  | { per: 'home'; fixed: { low: number; high: number }; perM2: { low: number; high: number } }
  /** Euro per kWp installed, including VAT. */
  | { per: 'kWp'; low: number; high: number }

/** Indicative 2025 prices including 6 % VAT, work included. */
export const prices: Record<RenovationWork, PriceRule & { source: SourceId }> = {
  // Pitched-roof insulation to Rd ≥ 4.5 m²K/W: from the inside (low) to a new covering with
  // insulation from the outside (high).
  roof: { per: 'm2', element: 'roof', low: 70, high: 190, source: 'veka' },
  // Cavity filling (low) to external insulation with render (high).
  walls: { per: 'm2', element: 'walls', low: 35, high: 210, source: 'veka' },
  // Sprayed insulation under the floor from the cellar (low) to a new insulated floor (high).
  floor: { per: 'm2', element: 'floor', low: 35, high: 130, source: 'veka' },
  // High-efficiency double or triple glazing in new frames, Uw ≤ 1.5 W/m²K, PVC to aluminium.
  windows: { per: 'm2', element: 'windows', low: 550, high: 900, source: 'embuild' },
  // An air-to-water heat pump with its emitters adapted.
  heating: {
    per: 'home',
    fixed: { low: 9000, high: 13_000 },
    perM2: { low: 40, high: 60 },
    source: 'embuild',
  },
  // Balanced ventilation with heat recovery (system D) and its ducts.
  ventilation: {
    per: 'home',
    fixed: { low: 3000, high: 5000 },
    perM2: { low: 30, high: 45 },
    source: 'embuild',
  },
  // Photovoltaic panels with inverter, installed.
  solar: { per: 'kWp', low: 1100, high: 1600, source: 'embuild' },
}

/** Solar installation size: 1 kWp per 40 m² of living area, between 3 and 10 kWp. */
export const solarSizing = { m2PerKwp: 40, minKwp: 3, maxKwp: 10 } as const

/**
 * Share of the home's primary energy use (the EPC value) each work saves, low–high, for a home
 * that is not yet insulated or heated efficiently; the EPC software computes the real value.
 */
export const savings: Record<RenovationWork, { low: number; high: number; source: SourceId }> = {
  roof: { low: 0.1, high: 0.2, source: 'veka' },
  walls: { low: 0.12, high: 0.25, source: 'veka' },
  floor: { low: 0.04, high: 0.08, source: 'veka' },
  windows: { low: 0.06, high: 0.12, source: 'veka' },
  heating: { low: 0.3, high: 0.45, source: 'veka' },
  ventilation: { low: 0.05, high: 0.1, source: 'veka' },
  solar: { low: 0.1, high: 0.2, source: 'veka' },
}

/** The open-ended worst label has no upper bound: its value is taken this much above its start. */
export const worstLabelFactor = 1.2

/** The regional subsidy that fits each region; amounts depend on income and change, so none here. */
export const subsidies: Record<Region, { key: 'flanders' | 'brussels' | 'wallonia'; url: string }> =
  {
    Flanders: { key: 'flanders', url: 'https://www.mijnverbouwpremie.be' },
    Brussels: { key: 'brussels', url: 'https://renolution.brussels' },
    Wallonia: { key: 'wallonia', url: 'https://energie.wallonie.be' },
  }

/** Where each region's EPC scale and label rules come from. */
export const epcScaleSources: Record<Region, SourceId> = {
  Flanders: 'veka',
  Brussels: 'renolution',
  Wallonia: 'spwEnergie',
}
