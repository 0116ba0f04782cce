import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('outbox')
export const generateMetadata = route.generateMetadata
export default route.Page
