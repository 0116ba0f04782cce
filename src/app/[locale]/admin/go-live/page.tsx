import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('goLive')
export const generateMetadata = route.generateMetadata
export default route.Page
