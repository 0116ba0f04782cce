import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('pages')
export const generateMetadata = route.generateMetadata
export default route.Page
