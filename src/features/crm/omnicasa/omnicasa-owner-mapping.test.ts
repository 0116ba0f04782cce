import { describe, expect, it } from 'vitest'
import { propertyRecordSchema } from '@/features/catalogue/import/feed-schema'
import { fakeOwnerData } from '../../../../tests/support/fake-omnicasa'
import { historyOperations, maxHistoryRows } from './omnicasa-fields'
import { historyOf, historyRowOf, omnicasaDate, visitCountersOf } from './omnicasa-owner-mapping'

const [calendar, automatic, media] = historyOperations as [
  (typeof historyOperations)[number],
  (typeof historyOperations)[number],
  (typeof historyOperations)[number],
]

describe('Omnicasa dates', () => {
  it('reads a date without a zone as Brussels time, winter and summer, and a WCF date as an instant', () => {
    expect(omnicasaDate('2026-03-20 14:30:00')?.toISOString()).toBe('2026-03-20T13:30:00.000Z')
    expect(omnicasaDate('2026-07-01 10:00:15')?.toISOString()).toBe('2026-07-01T08:00:15.000Z')
    expect(omnicasaDate('2026-07-01T10:00:00.66')?.toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(omnicasaDate('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z')
    expect(omnicasaDate('/Date(1561286300300+0200)/')?.toISOString()).toBe(
      new Date(1561286300300).toISOString(),
    )
    // The hour the clocks skip in March, and what is no date at all.
    expect(omnicasaDate('2026-03-29 02:30:00')).toBeNull()
    expect(omnicasaDate('yesterday')).toBeNull()
    expect(omnicasaDate(20260320)).toBeNull()
  })
})

describe('Omnicasa history rows', () => {
  it('maps a calendar row to a visit keyed by its id, with the contact as first name and initial', () => {
    expect(
      historyRowOf(calendar, {
        ID: 881,
        Date: '2026-03-20 14:30:00',
        Subject: 'Bezoek',
        PersonFirstName: 'Thomas',
        PersonName: 'bogaert',
        Comment: '<p>Ze vonden het <b>terras</b> mooi &amp; licht.</p>',
        StatusName: 'done',
      }),
    ).toEqual({
      Key: 'oc-cal-881',
      Date: '2026-03-20T13:30:00.000Z',
      Type: 'visit',
      Contact: 'Thomas B.',
      Subject: 'Bezoek',
      Comment: 'Ze vonden het terras mooi & licht.',
      Status: 'done',
      Source: 'Omnicasa',
    })
  })

  it('names a portal row after its medium, a communication after Omnicasa, and splits a full name', () => {
    expect(
      historyRowOf(media, {
        ID: 'A 7',
        Date: '2026-03-02 09:00:00',
        Title: 'Gepubliceerd',
        MediaName: 'Immoweb',
      }),
    ).toMatchObject({ Key: 'oc-media-A-7', Type: 'online_media', Source: 'Immoweb' })
    const row = historyRowOf(automatic, {
      HistoryID: 12,
      HistoryDate: '2026-03-03 10:00:00',
      TypeName: 'EmailOut',
      ContactName: 'Ines  van Maele',
    })
    expect(row).toMatchObject({
      Key: 'oc-auto-12',
      Type: 'communication',
      Subject: 'EmailOut',
      Contact: 'Ines V.',
      Source: 'Omnicasa',
    })
    expect(row).not.toHaveProperty('Comment')
  })

  it('leaves out a row without an id, a readable date or a subject', () => {
    const row = { ID: 1, Date: '2026-03-20 14:30:00', Subject: 'Bezoek' }
    expect(historyRowOf(calendar, row)).not.toBeNull()
    expect(historyRowOf(calendar, { ...row, ID: null })).toBeNull()
    expect(historyRowOf(calendar, { ...row, Date: 'soon' })).toBeNull()
    expect(historyRowOf(calendar, { ...row, Subject: '  ' })).toBeNull()
  })

  it('cuts long texts to the feed limits', () => {
    const row = historyRowOf(calendar, {
      ID: 2,
      Date: '2026-03-20 14:30:00',
      Subject: 'x'.repeat(400),
      Comment: 'y'.repeat(3000),
      StatusName: 'z'.repeat(50),
    })!
    expect([row.Subject.length, row.Comment?.length, row.Status?.length]).toEqual([300, 2000, 40])
  })

  it("gives every operation's rows once, newest first, within the feed's limit, accepted by the feed schema", () => {
    const data = fakeOwnerData(1001, new Date('2026-03-25T12:00:00Z'))
    const history = historyOf([
      { source: calendar, items: [...data.calendar, ...data.calendar] },
      { source: automatic, items: data.automatic },
      { source: media, items: data.media },
    ])
    expect(history.map((row) => [row.Key, row.Type])).toEqual([
      ['oc-cal-10011', 'visit'],
      ['oc-auto-10012', 'communication'],
      ['oc-media-10013', 'online_media'],
    ])
    const parsed = propertyRecordSchema.safeParse({
      Reference: '1001',
      Goal: 0,
      TypeID: 1,
      Zip: '9000',
      City: 'Gent',
      Title: { nl: 'Woning' },
      Description: { nl: 'Een woning.' },
      OwnerHistory: history,
      VisitCounters: visitCountersOf(data.statistic),
    })
    expect(parsed.error?.issues ?? []).toEqual([])

    const many = Array.from({ length: maxHistoryRows + 5 }, (_, index) => ({
      ID: index,
      Date: `2026-0${1 + (index % 9)}-10 10:00:00`,
      Subject: 'Mailing',
    }))
    const capped = historyOf([{ source: automatic, items: many }])
    expect(capped).toHaveLength(maxHistoryRows)
    expect(capped[0]!.Date).toBe('2026-09-10T08:00:00.000Z')
  })
})

describe('Omnicasa visit counters', () => {
  it('reads the counters it knows, numbers as text too, and nothing from an answer without one', () => {
    expect(visitCountersOf({ Today: 3, ThisWeek: '12', ThisMonth: 40, Total: 512 })).toEqual({
      Today: 3,
      Week: 12,
      Month: 40,
      Total: 512,
    })
    expect(visitCountersOf([{ TotalVisits: 9 }])).toEqual({
      Today: null,
      Week: null,
      Month: null,
      Total: 9,
    })
    expect(visitCountersOf({ Today: -1, Clicks: 4 })).toBeNull()
    expect(visitCountersOf(null)).toBeNull()
    expect(visitCountersOf(17)).toBeNull()
  })
})
