import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('connections')
export const generateMetadata = route.generateMetadata
export default route.Page
