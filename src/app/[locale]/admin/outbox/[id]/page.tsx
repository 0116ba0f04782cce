import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('outboxMail')
export const generateMetadata = route.generateMetadata
export default route.Page
