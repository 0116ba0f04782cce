import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('login')
export const generateMetadata = route.generateMetadata
export default route.Page
