import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('slots')
export const generateMetadata = route.generateMetadata
export default route.Page
