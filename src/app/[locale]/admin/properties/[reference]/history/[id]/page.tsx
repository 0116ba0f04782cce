import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('historyRow')
export const generateMetadata = route.generateMetadata
export default route.Page
