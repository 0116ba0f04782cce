import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('dashboard')
export const generateMetadata = route.generateMetadata
export default route.Page
