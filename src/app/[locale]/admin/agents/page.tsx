import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('agents')
export const generateMetadata = route.generateMetadata
export default route.Page
