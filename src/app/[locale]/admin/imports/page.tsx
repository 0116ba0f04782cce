import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('imports')
export const generateMetadata = route.generateMetadata
export default route.Page
