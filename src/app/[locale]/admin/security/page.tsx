import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('security')
export const generateMetadata = route.generateMetadata
export default route.Page
