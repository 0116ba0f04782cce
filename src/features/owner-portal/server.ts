// What other features (the back office) use of the owner portal: invitations and portal URLs.
export { InvitationError, inviteOwner, type Invitation } from './auth/invite'
export { portalHref } from './portal-paths'
