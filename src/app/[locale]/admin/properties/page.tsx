import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('properties')
export const generateMetadata = route.generateMetadata
export default route.Page
