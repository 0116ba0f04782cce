import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('newAgent')
export const generateMetadata = route.generateMetadata
export default route.Page
