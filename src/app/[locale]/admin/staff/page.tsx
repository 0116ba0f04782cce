import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('staff')
export const generateMetadata = route.generateMetadata
export default route.Page
