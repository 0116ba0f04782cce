/**
 * Where the map of a listing whose address is not published draws its area: the point rounded to
 * 0.01° (at most about 560 m north–south and 360 m east–west from it in Belgium) and a circle
 * that surely holds it. Rounding, not a random shift, so that reloading the page many times
 * cannot average the shift away; the exact point never reaches the browser.
 */
export const areaRadiusMetres = 1000

export function approximateArea(lat: number, lng: number): { lat: number; lng: number } {
  const round = (value: number) => Math.round(value * 100) / 100
  return { lat: round(lat), lng: round(lng) }
}
