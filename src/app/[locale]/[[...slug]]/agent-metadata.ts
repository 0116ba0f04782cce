import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localize } from '@/lib/i18n/multilang'
import { pageMetadata } from '@/features/cms/page-metadata'
import { agentName } from '@/features/team'
import type { AgentRoute } from './site-route.server'

/** An agent's page's metadata: the team page's, under the agent's name and role. */
export async function agentMetadata(
  route: AgentRoute,
  common: Omit<Parameters<typeof pageMetadata>[0], 'params'>,
): Promise<Metadata> {
  const t = await getTranslations({ locale: route.lang, namespace: 'team' })
  const name = agentName(route.agent)
  const role = localize(route.agent.role, route.lang, common.defaultLanguage)
  const teamParams = route.team.page.params
  return pageMetadata({
    ...common,
    params: {
      ...teamParams,
      metadata: {
        [route.lang]: {
          title: `${role ? `${name}, ${role}` : name} | ${common.siteName}`,
          description: t('metaDescription', { name, agency: common.siteName }),
        },
      },
    },
  })
}
