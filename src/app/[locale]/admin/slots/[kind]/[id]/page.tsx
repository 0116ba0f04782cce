import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('listingSlots')
export const generateMetadata = route.generateMetadata
export default route.Page
