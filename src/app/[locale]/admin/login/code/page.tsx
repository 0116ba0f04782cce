import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('loginCode')
export const generateMetadata = route.generateMetadata
export default route.Page
