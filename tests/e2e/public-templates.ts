import { readFileSync } from 'node:fs'
import { manageToken } from '../../src/features/demand-alerts/manage-token'
import { query } from './e2e-database'
import { pageByPath, urlOf, type Lang } from './site-pages'

/** The listings the detail templates show, from the browser tests' database. */
export type Listings = {
  sale: string
  rent: string
  sold: string
  project: string
  /** The sale, rent and sold listings as a favourites or compare list (`?ids=`). */
  kept: string
  /** The signed token of a search alert's edit link, as its e-mails carry it. */
  alert: string
}

// A search alert kept for the sweeps, with every kind of criterion the edit page shows: a fixed
// id far past the serial's reach, so that tests on both workers insert it once, and a postal code
// without listings, so that no digest, owner's count or other test ever meets it. The page is
// only read: nothing here posts its forms.
const alertId = 900_001
const alertZip = '6600'

async function sweptAlert(): Promise<string> {
  await query(
    `insert into demands (id, email, locale, goal, type_ids, zips, price_min, price_max,
       bedrooms_min, search, frequency)
     values ($1, 'swept-alert@example.test', 'en', 0, '{1,2}', array[$2::text], 250000, 450000,
       2, 'features=garden&epc=a', 'weekly')
     on conflict (id) do nothing`,
    [alertId, alertZip],
  )
  // The site's secret, as ensureAppSecret finds it: configured, or generated into its DATA_DIR.
  const secret =
    process.env.APP_SECRET ??
    readFileSync(`data/e2e-${process.env.E2E_PORT ?? 3100}/app-secret`, 'utf8').trim()
  return manageToken(alertId, secret)
}

/**
 * A sale listing with a public price (its purchase-cost table) and a rent listing, both with the
 * long values of the compliance section (flood risk), the sale one with a lowered price where the
 * demo has one (its badge, old price and price history), and a project with its price list.
 */
export async function loadListings(): Promise<Listings> {
  const listing = async (goal: 0 | 1) => {
    const [row] = await query<{ id: number; reference: string }>(
      `select id, reference from properties
       where published and goal = $1 and publish_price and project_id is null
         and details ? 'floodRisk'
       order by ${goal === 0 ? 'reduced_from is null, ' : ''}reference limit 1`,
      [goal],
    )
    if (!row) throw new Error(`no listing with goal ${goal}`)
    return row
  }
  const [sale, rent] = await Promise.all([listing(0), listing(1)])
  // A sold listing shows its agent's contact at the end of the page instead of the forms.
  const [sold] = await query<{ id: number; reference: string }>(
    `select id, reference from properties where published and status = 'sold' order by reference limit 1`,
  )
  if (!sold) throw new Error('no sold listing')
  const [project] = await query<{ slug: string }>(
    'select slug from projects where published order by id limit 1',
  )
  if (!project) throw new Error('no published project')
  const alert = await sweptAlert()
  return {
    sale: sale.reference,
    rent: rent.reference,
    sold: sold.reference,
    project: project.slug,
    kept: [sale, rent, sold].map(({ id }) => `property-${id}`).join(','),
    alert,
  }
}

/** One page of each public template, by language: what the markup and reflow checks visit. */
export type PublicTemplate = { name: string; url: (lang: Lang, listings: Listings) => string }

const cms = (name: string, path: string, tail: (listings: Listings) => string = () => '') => {
  const page = pageByPath(path)
  return {
    name,
    url: (lang: Lang, listings: Listings) => `${urlOf(lang, page.slugs[lang])}${tail(listings)}`,
  }
}

// A detail URL with any place and type answers with the listing (redirected to its own slugs).
export const publicTemplates: PublicTemplate[] = [
  cms('home', 'home'),
  cms('for-sale list', 'for-sale'),
  // Most reduced first: the cards with the longest badges and an old price.
  cms('for-rent list', 'for-rent', () => '?sort=reduced'),
  cms('list map view', 'for-sale', () => '?view=map'),
  cms('landing page (a town)', 'for-sale', () => 'ixelles/'),
  cms('property detail (sale)', 'for-sale', ({ sale }) => `x/y/${sale}/`),
  cms('property detail (rent)', 'for-rent', ({ rent }) => `x/y/${rent}/`),
  cms('property detail (sold)', 'for-sale', ({ sold }) => `x/y/${sold}/`),
  cms('project list', 'new-projects'),
  cms('project detail', 'new-projects', ({ project }) => `${project}/`),
  cms('CMS page', 'services/syndic'),
  cms('contact', 'services/vente'),
  cms('valuation', 'contact-demand'),
  cms('search alert', 'demand-register'),
  cms('testimonials', 'services/testimonial-1'),
  cms('renovation calculator', 'renovation-calculator'),
  cms('jobs', 'jobs'),
  cms('thank-you', 'feedback/contact-me'),
  cms('cookie policy', 'Cookie-policy'),
  cms('team', 'team'),
  // An agent's page: their listings as the list's cards.
  cms('agent', 'team', () => 'pieter-janssens/'),
  cms('office', 'office'),
  cms('sold and let', 'sold-and-let'),
  cms('favourites', 'favourites', ({ kept }) => `?ids=${kept}`),
  cms('compare', 'compare', ({ kept }) => `?ids=${kept}`),
  cms('portal login', 'login'),
  {
    name: 'forgot password',
    url: (lang) => (lang === 'en' ? '/portal/password/' : `/${lang}/portal/password/`),
  },
  {
    name: 'alert manage (signed link)',
    url: (lang, { alert }) =>
      `${urlOf(lang, 'demand-alerts/manage')}?token=${encodeURIComponent(alert)}`,
  },
  { name: '404', url: (lang) => urlOf(lang, 'no-such-page') },
]
