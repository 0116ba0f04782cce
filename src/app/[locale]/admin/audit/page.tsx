import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('audit')
export const generateMetadata = route.generateMetadata
export default route.Page
