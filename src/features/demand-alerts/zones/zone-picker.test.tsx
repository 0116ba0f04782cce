import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../../../messages/en.json'
import { ZonePicker } from './zone-picker'
import type { ZonePickerTexts } from './zone-picker-texts'

const zones = en.demandAlerts.zones
const texts: ZonePickerTexts = {
  ...zones,
  zoomIn: en.catalogue.map.zoomIn,
  zoomOut: en.catalogue.map.zoomOut,
}

describe('ZonePicker without JavaScript', () => {
  it('is one labelled text field of postal codes and towns that the server parses', () => {
    const html = renderToStaticMarkup(
      <ZonePicker
        lang="en"
        texts={texts}
        initial={[
          { token: '9000', label: '9000 Gent' },
          { token: '44021', label: 'Gent (municipality)' },
        ]}
        tilesUrl="https://tile.example/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap contributors"
        invalid
        errorId="zones-error"
      />,
    )
    expect(html).toMatch(/^<label[^>]*><span>Zones<\/span><input type="text"[^>]* name="zones"/)
    expect(html).toContain('value="9000, 44021"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(/aria-describedby="[^"]+-typed zones-error"/)
    expect(html).toContain(zones.typedHint)
    // Nothing of the map is in the page until the visitor opens it.
    expect(html).not.toMatch(/leaflet|be-municipalities/)
  })
})
