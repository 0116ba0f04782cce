// `node --import tsx scripts/build-zone-map.ts [boundaries.geojson]`: writes the municipality map
// of the zone picker, public/geo/be-municipalities.json, from the shared 2025 boundaries
// (../shared/data/be-municipalities-2025.geojson, CC0, see its SOURCES.md). The boundaries are
// simplified as a topology, so neighbours keep one shared border (no gaps or overlaps), and the
// coordinates rounded to about 10 m: a map to pick municipalities on, not a survey.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import { topology } from 'topojson-server'
import { presimplify, quantile, simplify } from 'topojson-simplify'
import type { GeometryCollection } from 'topojson-specification'

type SourceProperties = { nis: string; name: string; nameNl: string; nameFr: string }

/**
 * The most significant 15 % of the boundary points (by Visvalingam's effective area) are kept,
 * with every point where borders meet: a quarter of the points, about 50 KB gzipped.
 */
const keep = 0.15
const decimals = 4

const source = process.argv[2] ?? path.resolve('../shared/data/be-municipalities-2025.geojson')
const target = path.resolve('public/geo/be-municipalities.json')

const round = (value: number) => Number(value.toFixed(decimals))
const roundRing = (ring: Position[]) => ring.map(([x, y]) => [round(x!), round(y!)])

async function main() {
  const boundaries = JSON.parse(await readFile(source, 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    SourceProperties
  >
  // topojson-server types its result with nullable properties; topojson-simplify wants objects.
  const shared = presimplify(
    topology({ municipalities: boundaries }) as Parameters<typeof presimplify>[0],
  )
  const simplified = simplify(shared, quantile(shared, keep))
  const municipalities = feature(
    simplified,
    simplified.objects.municipalities as GeometryCollection<SourceProperties>,
  ) as FeatureCollection<Polygon | MultiPolygon, SourceProperties>
  const features = municipalities.features.map(
    ({ geometry, properties }): Feature<Polygon | MultiPolygon> => ({
      type: 'Feature',
      properties: {
        nis: properties.nis,
        name: properties.name,
        nameNl: properties.nameNl,
        nameFr: properties.nameFr,
      },
      geometry:
        geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: geometry.coordinates.map(roundRing) }
          : {
              type: 'MultiPolygon',
              coordinates: geometry.coordinates.map((polygon) => polygon.map(roundRing)),
            },
    }),
  )
  const json = JSON.stringify({ type: 'FeatureCollection', features })
  await writeFile(target, json)
  console.log(`${features.length} municipalities, ${(json.length / 1024).toFixed(0)} KB: ${target}`)
}

await main()
