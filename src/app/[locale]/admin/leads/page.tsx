import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('leads')
export const generateMetadata = route.generateMetadata
export default route.Page
