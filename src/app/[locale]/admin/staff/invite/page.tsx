import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('staffInvite')
export const generateMetadata = route.generateMetadata
export default route.Page
