import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('forgot')
export const generateMetadata = route.generateMetadata
export default route.Page
