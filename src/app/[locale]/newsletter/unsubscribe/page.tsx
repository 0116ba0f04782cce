import { unsubscribeAddress } from '@/features/newsletter/unsubscribe-token'
import { signedLinkRoute } from '@/features/shell/signed-link-page'

/** The newsletter's unsubscribe page: asks, then says "you are unsubscribed". */
const route = signedLinkRoute({
  namespace: 'newsletter.unsubscribePage',
  path: 'newsletter/unsubscribe',
  action: '/api/newsletter/unsubscribe/',
  verify: (token) => unsubscribeAddress(token) !== null,
})

export const generateMetadata = route.generateMetadata
export default route.Page
