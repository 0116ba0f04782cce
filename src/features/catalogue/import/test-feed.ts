// Feed records for the tests: valid as written, so each test changes only what it is about.

export function propertyRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Reference: 'IMP-1',
    Goal: 0,
    TypeID: 1,
    Status: 'available',
    PublishPrice: true,
    Price: 325000,
    PriceUnit: null,
    Marquee: null,
    PublishAddress: true,
    Street: 'Rue du Bailli',
    HouseNumber: '12',
    BoxNr: null,
    Zip: '1050',
    City: 'Ixelles',
    CountryID: 10,
    Latitude: 50.8271,
    Longitude: 4.3615,
    Bedrooms: 2,
    Bathrooms: 1,
    LivingArea: 92,
    PlotArea: null,
    EnergyPerformance: 145,
    EPCLabelText: 'C',
    HasGarden: false,
    HasTerrace: true,
    HasGarage: false,
    HasLift: true,
    Furnished: false,
    Title: { en: 'Bright apartment near Place du Châtelain', fr: 'Appartement lumineux' },
    Description: { en: 'Two bedrooms, terrace facing south.' },
    Details: { toilets: 1, facades: 'closed', costs: { chargesOwner: 120 } },
    Photos: [],
    ...overrides,
  }
}

export function projectRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Reference: 'PRJ-1',
    Slug: 'residence-canal-gent',
    Name: 'Residentie Kanaal',
    PublicAddress: true,
    Street: 'Kanaalkaai',
    HouseNumber: 4,
    Zip: '9000',
    City: 'Gent',
    CountryID: 10,
    Latitude: 51.06,
    Longitude: 3.72,
    Description: { nl: 'Twaalf nieuwbouwappartementen aan het water.' },
    Delivery: { nl: 'Voorjaar 2027' },
    Photos: [],
    Units: [
      { Floor: 0, Name: 'A.0.1', Surface: 78, Bedrooms: 1, Price: 289000, Status: 'available' },
      { Floor: 1, Name: 'A.1.1', Surface: 96, Bedrooms: 2, Price: 345000, Status: 'sold' },
    ],
    ...overrides,
  }
}
