import { backOfficeRoute } from '@/features/back-office'

const route = backOfficeRoute('settingsSection')
export const generateMetadata = route.generateMetadata
export default route.Page
