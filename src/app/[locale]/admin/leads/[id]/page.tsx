import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('lead')
export const generateMetadata = route.generateMetadata
export default route.Page
