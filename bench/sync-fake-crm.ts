/**
 * The fake Omnicasa of `npm run bench:sync` in a process of its own, as a CRM is on another host:
 * its work (JSON pages, JPEG bytes) neither slows the measured event loop nor counts in the
 * measured memory. bench/sync.ts forks it and talks to it over the IPC channel.
 */
import { fakeProperty, startFakeOmnicasa } from '../tests/support/fake-omnicasa'

export type FakeCrmRequest =
  { type: 'change'; ids: number[] } | { type: 'calls' } | { type: 'close' }

export type FakeCrmAnswer =
  | { type: 'ready'; url: string }
  | { type: 'changed'; prices: Record<number, number> }
  | { type: 'calls'; operations: Record<string, number>; pictures: number }

// Listings, photos per listing, the first listing's id, then the customer name and password.
const [count, photos, firstId] = process.argv.slice(2, 5).map(Number) as [number, number, number]
const [customerName, customerPassword] = process.argv.slice(5, 7) as [string, string]

const fake = await startFakeOmnicasa({
  customerName,
  customerPassword,
  properties: Array.from({ length: count }, (_, index) =>
    fakeProperty(firstId + index, { UserID: 1 + (index % 5) }, photos),
  ),
  users: Array.from({ length: 5 }, (_, index) => ({
    ID: index + 1,
    FirstName: `Agent${index + 1}`,
    Name: 'Bench',
    Email: `agent${index + 1}@agency.example`,
    GSM: '0470 00 00 00',
    LanguageIDs: '1,2',
  })),
})

const send = (answer: FakeCrmAnswer) => process.send?.(answer)
// The calls since the last `calls` request, counted from here.
let seenRequests = 0
let seenPictures = 0

process.on('message', (request: FakeCrmRequest) => {
  switch (request.type) {
    case 'change': {
      // A new price only: the pictures stay, so the sync downloads none.
      const prices: Record<number, number> = {}
      for (const id of request.ids) {
        const property = fake.property(id)!
        const price = Number(property.Price) + 5_000
        fake.upsert({ ...property, Price: price, LastChangedDate: undefined })
        prices[id] = price
      }
      send({ type: 'changed', prices })
      return
    }
    case 'calls': {
      const operations: Record<string, number> = {}
      for (const { operation } of fake.requests.slice(seenRequests)) {
        operations[operation] = (operations[operation] ?? 0) + 1
      }
      const pictures = fake.pictureRequests.length - seenPictures
      seenRequests = fake.requests.length
      seenPictures = fake.pictureRequests.length
      send({ type: 'calls', operations, pictures })
      return
    }
    case 'close':
      void fake.close().then(() => process.exit(0))
  }
})

send({ type: 'ready', url: fake.url })
