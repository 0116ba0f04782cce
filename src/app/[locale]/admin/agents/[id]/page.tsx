import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('agent')
export const generateMetadata = route.generateMetadata
export default route.Page
