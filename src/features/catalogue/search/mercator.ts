// Web Mercator, as Leaflet's tiles: the world is a unit square, x eastwards, y southwards.
const maxLatitude = 85.0511287798

export const mercatorX = (lng: number) => (Math.min(Math.max(lng, -180), 180) + 180) / 360

export function mercatorY(lat: number): number {
  const sin = Math.sin((Math.min(Math.max(lat, -maxLatitude), maxLatitude) * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}
