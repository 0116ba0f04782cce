import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('newPage')
export const generateMetadata = route.generateMetadata
export default route.Page
