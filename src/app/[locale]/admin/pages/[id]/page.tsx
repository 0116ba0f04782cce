import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('page')
export const generateMetadata = route.generateMetadata
export default route.Page
