import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../tests/support/site-database'
import { formatAmount } from '@/lib/format/price-format'
import { initialFormState } from '@/lib/forms/form-state'
import type { processRequest as ProcessRequest } from '@/server/requests/process-request.server'
import { EstimateView } from './estimate-view'
import type { submitRenovationCalculator as SubmitRenovationCalculator } from './renovation-calculator-actions'
import type { renovationExpertRequest as RenovationExpertRequest } from './renovation-expert-request.server'

const database = siteDatabase({ seed: true })
let processRequest: typeof ProcessRequest
let submitRenovationCalculator: typeof SubmitRenovationCalculator
let renovationExpertRequest: typeof RenovationExpertRequest

beforeAll(async () => {
  ;({ processRequest } = await import('@/server/requests/process-request.server'))
  ;({ submitRenovationCalculator } = await import('./renovation-calculator-actions'))
  ;({ renovationExpertRequest } = await import('./renovation-expert-request.server'))
})

const origin = {
  ip: '203.0.113.44',
  limits: { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 },
}

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

const calculator = {
  locale: 'nl',
  homeType: 'terraced',
  surface: '135',
  region: 'Flanders',
  currentLabel: 'e',
  works: ['roof', 'walls', 'heating'],
}
const person = {
  title: 'mr',
  firstName: 'Pieter',
  lastName: 'Janssens',
  email: 'pieter.renovatie@example.be',
  phone: '0498765432',
  timeSlot: '10:00-13:00',
}

const count = async (table: string) =>
  (await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n

describe('the calculator’s steps on the server', () => {
  it('checks each step, keeps every answer, computes the estimate and stores nothing', async () => {
    const refused = await submitRenovationCalculator(
      initialFormState,
      form({ locale: 'nl', step: '0', nav: 'next', homeType: '', surface: '12' }),
    )
    expect(refused).toMatchObject({
      status: 'invalid',
      step: 0,
      errors: { homeType: 'required', surface: 'invalid' },
      estimate: null,
    })

    const energy = await submitRenovationCalculator(
      refused,
      form({ ...calculator, works: [], step: '0', nav: 'next' }),
    )
    expect(energy).toMatchObject({ status: 'idle', step: 1, estimate: null })

    const wrongLabel = await submitRenovationCalculator(
      energy,
      form({ ...calculator, currentLabel: 'g', works: [], step: '1', nav: 'next' }),
    )
    expect(wrongLabel).toMatchObject({ step: 1, errors: { currentLabel: 'choice' } })

    const noWorks = await submitRenovationCalculator(
      energy,
      form({ ...calculator, works: [], step: '2', nav: 'next' }),
    )
    expect(noWorks).toMatchObject({ step: 2, errors: { works: 'atLeastOne' }, estimate: null })

    const result = await submitRenovationCalculator(
      noWorks,
      form({ ...calculator, step: '2', nav: 'next' }),
    )
    expect(result).toMatchObject({ status: 'idle', step: 3 })
    expect(result.values).toMatchObject({ surface: '135', works: ['roof', 'walls', 'heating'] })
    expect(result.estimate?.works.map(({ work }) => work)).toEqual(['roof', 'walls', 'heating'])
    expect(result.estimate?.total.low).toBeGreaterThan(0)
    expect(result.estimate?.total.high).toBeGreaterThan(result.estimate!.total.low)

    const back = await submitRenovationCalculator(
      result,
      form({ ...calculator, step: '3', nav: 'previous' }),
    )
    expect(back).toMatchObject({ status: 'idle', step: 2, estimate: null })
    expect(back.values).toMatchObject({ homeType: 'terraced', currentLabel: 'e' })

    expect(await count('form_submissions')).toBe(0)
    expect(await count('outbox_messages')).toBe(0)
  })

  it('renders the estimate in Belgian euros with each assumption, its source and the date', async () => {
    const { estimate } = await submitRenovationCalculator(
      initialFormState,
      form({ ...calculator, locale: 'fr', step: '2', nav: 'next' }),
    )
    const messages = JSON.parse(readFileSync('messages/fr.json', 'utf8'))
    const html = renderToString(
      <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Brussels">
        <EstimateView estimate={estimate!} lang="fr" />
      </NextIntlClientProvider>,
    )
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    const roof = estimate!.works[0]!.cost
    expect(text).toContain(`Isolation de la toiture`)
    expect(text).toContain(`${formatAmount(roof.low)} à ${formatAmount(roof.high)}`)
    expect(text).toContain(
      `Total estimé ${formatAmount(estimate!.total.low)} à ${formatAmount(estimate!.total.high)}`,
    )
    expect(text).toContain('TVA de 6 % comprise')
    expect(text).toContain('Une indication, pas un devis')
    expect(text).toContain('22 novembre 2026')
    expect(text).toContain('Source : Embuild')
    expect(html).toContain('href="https://www.vlaanderen.be/veka"')
    expect(html).toContain('href="https://www.mijnverbouwpremie.be"')
    expect(text).not.toMatch(/[{}]/)
  })
})

describe('storing an expert call request', () => {
  it('keeps the inputs and the estimate, and mails both with the estimate', async () => {
    const result = await processRequest(
      renovationExpertRequest,
      form({ ...calculator, ...person, step: '3', nojs: '1' }),
      origin,
    )
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })
    const { rows } = await database.pool.query(
      "select locale, phone, data from form_submissions where kind = 'renovation-expert'",
    )
    expect(rows).toHaveLength(1)
    const data = rows[0].data
    expect(data).toMatchObject({
      homeType: 'terraced',
      surface: 135,
      region: 'Flanders',
      currentLabel: 'e',
      works: ['roof', 'walls', 'heating'],
      timeSlot: '10:00-13:00',
      estimate: { vatRate: 0.06, basisWrittenOn: '2026-11-22', priceLevelYear: 2025 },
    })
    const total = data.estimate.total as { low: number; high: number }

    const mails = await database.pool.query<{
      to_address: string
      language: string
      subject: string
      text_body: string
    }>('select to_address, language, subject, text_body from outbox_messages order by id')
    expect(mails.rows.map((mail) => [mail.language, mail.subject])).toEqual([
      ['en', 'Renovation advice – Pieter Janssens'],
      ['nl', 'Renovatieadvies – Immo Horizon'],
    ])
    const [agency, visitor] = mails.rows
    for (const line of [
      'Type of home: Terraced house',
      'Living area (m²): 135',
      'Region: Flanders',
      'Current EPC label: E',
      'Preferred time to call: 10:00–13:00',
      `Estimated total: ${formatAmount(total.low)} to ${formatAmount(total.high)} (Including 6% VAT)`,
      'Expected EPC label after the works:',
      'An indication, not a quote',
    ]) {
      expect(agency!.text_body).toContain(line)
    }
    expect(visitor!.to_address).toBe('pieter.renovatie@example.be')
    for (const line of [
      'Type woning: Gesloten bebouwing',
      'Dakisolatie: € ',
      `Geraamd totaal: ${formatAmount(total.low)} tot ${formatAmount(total.high)}`,
      'Een indicatie, geen offerte',
      '22 november 2026',
    ]) {
      expect(visitor!.text_body).toContain(line)
    }
  })

  it('refuses a time slot the agency does not offer, storing nothing', async () => {
    const before = await count('form_submissions')
    const result = await processRequest(
      renovationExpertRequest,
      form({
        ...calculator,
        ...person,
        email: 'other@example.be',
        timeSlot: '22:00-23:00',
        nojs: '1',
      }),
      origin,
    )
    expect(result.accepted ? null : result.state.errors).toEqual({ timeSlot: 'choice' })
    expect(await count('form_submissions')).toBe(before)
  })
})
