import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('testimonial')
export const generateMetadata = route.generateMetadata
export default route.Page
