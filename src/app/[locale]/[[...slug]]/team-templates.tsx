import type { ReactNode } from 'react'
import { db } from '@/server/db/client'
import { templatePageUrls } from '@/server/routing/team-links.server'
import { JsonLd } from '@/lib/html/json-ld'
import { CmsArticleView } from '@/features/cms/cms-page-view'
import { agencyId, agencyJsonLd } from '@/features/cms/agency-structured-data'
import { ListingCards } from '@/features/catalogue/list/listing-cards'
import { agentListings } from '@/features/catalogue/list/agent-listings.server'
import { recentReferences } from '@/features/catalogue/references/recent-references.server'
import { ReferenceCards } from '@/features/catalogue/references/reference-cards'
import { ContactFormSection } from '@/features/requests/contact/contact-form-section'
import {
  AgentProfile,
  OfficeDetails,
  RelatedPages,
  TeamList,
  agentJsonLd,
  agentName,
} from '@/features/team'
import { listAgents } from '@/features/team/server'
import { relationRenderer } from './modules'
import { OfficeMap } from './office-map'
import type { AgentRoute, CmsRoute } from './site-route.server'
import type { TemplateProps } from './template-props'

/** The links between the team, office and references pages, each where it is published. */
async function Related({ lang, except }: { lang: TemplateProps['route']['lang']; except: string }) {
  const [team, office, references] = await Promise.all(
    ['team', 'office', 'references'].map(async (kind) =>
      kind === except ? undefined : (await templatePageUrls(kind))[lang],
    ),
  )
  return <RelatedPages lang={lang} links={{ team, office, references }} />
}

/** A CMS page of these templates, with `children` under its text. */
function Page({
  children,
  route,
  shell,
  origin,
  query,
  wide,
}: TemplateProps<CmsRoute> & { children: ReactNode; wide?: boolean }) {
  return (
    <CmsArticleView
      wide={wide}
      page={route.page}
      entry={route.entry}
      lang={route.lang}
      config={shell.config}
      hrefs={shell.hrefs}
      origin={origin}
      renderRelation={relationRenderer({
        lang: route.lang,
        config: shell.config,
        hrefs: shell.hrefs,
        query,
      })}
    >
      {children}
    </CmsArticleView>
  )
}

/** The team page: every agent who has a page. */
export async function TeamTemplate(props: TemplateProps<CmsRoute<'team'>>) {
  const { route, shell } = props
  const agents = await listAgents(db())
  return (
    <Page {...props}>
      <TeamList
        agents={agents}
        lang={route.lang}
        fallbackLanguage={shell.defaultLanguage}
        teamUrl={route.alternates[route.lang] ?? '/'}
      />
      <Related lang={route.lang} except="team" />
    </Page>
  )
}

/** An agent's page: the team page's frame under the agent's name, with their listings. */
export async function AgentTemplate({ route, shell, origin, query }: TemplateProps<AgentRoute>) {
  const { agent, lang, team } = route
  const name = agentName(agent)
  const items = await agentListings(db(), agent.id)
  const listUrl = (goal: 0 | 1) => shell.hrefs(goal === 0 ? 'for-sale' : 'for-rent') ?? '/'
  const groups = ([0, 1] as const)
    .map((goal) => ({ goal, items: items.filter((item) => item.goal === goal) }))
    .filter((group) => group.items.length > 0)
  const page = {
    ...team.page,
    params: { ...team.page.params, title: { [lang]: name }, body: undefined, modules: [] },
  }
  const teamCrumb = team.entry.breadcrumb.at(-1)
  const entry = {
    ...team.entry,
    breadcrumb: [
      ...team.entry.breadcrumb.slice(0, -1),
      ...(teamCrumb ? [{ ...teamCrumb, path: team.entry.originalPath }] : []),
      { name: { [lang]: name } },
    ],
  }
  return (
    <>
      <JsonLd
        data={agentJsonLd({
          agent,
          lang,
          fallbackLanguage: shell.defaultLanguage,
          url: route.alternates[lang] ?? '/',
          origin,
          agencyId: agencyId(origin),
        })}
      />
      <Page route={{ ...team, page, entry }} shell={shell} origin={origin} query={query}>
        <AgentProfile
          agent={agent}
          lang={lang}
          fallbackLanguage={shell.defaultLanguage}
          hasListings={groups.length > 0}
          listings={groups.map((group) => (
            <ListingCards
              key={group.goal}
              items={group.items}
              lang={lang}
              fallbackLanguage={shell.defaultLanguage}
              listUrl={listUrl(group.goal)}
              view="grid"
              priorityFirst={false}
              newBadgeDays={shell.config.listings.newBadgeDays}
            />
          ))}
        />
        <Related lang={lang} except="" />
      </Page>
    </>
  )
}

/** The office page: address and map, opening hours, contact details and the contact form. */
export function OfficeTemplate(props: TemplateProps<CmsRoute<'office'>>) {
  const { route, shell, origin } = props
  const { agency } = shell.config
  return (
    <>
      <JsonLd
        data={agencyJsonLd({
          config: shell.config,
          lang: route.lang,
          origin,
          homeUrl: shell.hrefs('home') ?? '/',
        })}
      />
      <Page {...props}>
        <OfficeDetails
          config={shell.config}
          lang={route.lang}
          map={<OfficeMap lat={agency.lat} lng={agency.lng} lang={route.lang} />}
          contactForm={<ContactFormSection form="site-contact" lang={route.lang} />}
        />
        <Related lang={route.lang} except="office" />
      </Page>
    </>
  )
}

/** The sold and let page: the agency's recent results, within the configuration's period. */
export async function ReferencesTemplate(props: TemplateProps<CmsRoute<'references'>>) {
  const { route, shell } = props
  const items = await recentReferences(db(), shell.config.references)
  return (
    <Page {...props} wide>
      <ReferenceCards
        items={items}
        months={shell.config.references.months}
        lang={route.lang}
        fallbackLanguage={shell.defaultLanguage}
      />
      <Related lang={route.lang} except="references" />
    </Page>
  )
}
