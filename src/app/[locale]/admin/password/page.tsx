import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('password')
export const generateMetadata = route.generateMetadata
export default route.Page
