import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('property')
export const generateMetadata = route.generateMetadata
export default route.Page
