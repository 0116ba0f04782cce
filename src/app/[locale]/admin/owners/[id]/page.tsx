import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('owner')
export const generateMetadata = route.generateMetadata
export default route.Page
