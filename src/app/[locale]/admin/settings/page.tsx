import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('settings')
export const generateMetadata = route.generateMetadata
export default route.Page
