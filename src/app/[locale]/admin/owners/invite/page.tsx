import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('ownerInvite')
export const generateMetadata = route.generateMetadata
export default route.Page
