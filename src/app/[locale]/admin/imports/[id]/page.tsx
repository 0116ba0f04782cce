import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('importRun')
export const generateMetadata = route.generateMetadata
export default route.Page
