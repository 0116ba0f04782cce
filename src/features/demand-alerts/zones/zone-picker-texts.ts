/** The picker's texts in the page language (messages `demandAlerts.zones`), from the server. */
export type ZonePickerTexts = {
  label: string
  typedHint: string
  search: string
  searchHint: string
  add: string
  chosen: string
  none: string
  /** '… {zone}' */
  remove: string
  /** '{zone} added' */
  added: string
  /** '{zone} removed' */
  removed: string
  /** '“{zone}” is not a Belgian postal code…' */
  unknown: string
  /** '{name} (municipality)' */
  municipality: string
  showMap: string
  hideMap: string
  map: string
  mapHelp: string
  loading: string
  error: string
  zoomIn: string
  zoomOut: string
}

/** A chosen zone as the picker shows it: what the form sends, and its name. */
export type ChosenZone = { token: string; label: string }
