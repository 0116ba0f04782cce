import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('owners')
export const generateMetadata = route.generateMetadata
export default route.Page
