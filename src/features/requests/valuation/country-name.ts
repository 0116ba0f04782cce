/** A country's name in `lang` from its ISO code (the browser's and Node's own CLDR data). */
export function countryName(code: string, lang: string): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
}
