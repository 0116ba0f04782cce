import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('testimonials')
export const generateMetadata = route.generateMetadata
export default route.Page
