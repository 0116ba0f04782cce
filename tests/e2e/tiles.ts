import type { Page } from '@playwright/test'

// A 1×1 transparent PNG: this machine cannot reach the tile server, so the tests answer for it.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const tileHost = /tile\.openstreetmap\.org/

/** Answers the tile server locally; returns the tile requests the page made. */
export async function serveTiles(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(tileHost, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile })
  })
  return requested
}
