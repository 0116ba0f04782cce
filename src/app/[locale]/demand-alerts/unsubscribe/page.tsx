import { unsubscribeDigest } from '@/features/demand-alerts/unsubscribe'
import { signedLinkRoute } from '@/features/shell/signed-link-page'

/** The demand alerts' unsubscribe page: asks, then says "you are unsubscribed". */
const route = signedLinkRoute({
  namespace: 'demandAlerts.unsubscribed',
  path: 'demand-alerts/unsubscribe',
  action: '/api/demand-alerts/unsubscribe/',
  verify: (token) => unsubscribeDigest(token) !== null,
})

export const generateMetadata = route.generateMetadata
export default route.Page
