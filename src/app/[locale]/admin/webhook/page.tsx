import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('webhook')
export const generateMetadata = route.generateMetadata
export default route.Page
