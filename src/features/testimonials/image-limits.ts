/**
 * The testimonial photo's size limit, checked in the browser and on the server. A server action's
 * body may be larger (next.config.ts allows a 10 MB CV), so the schema is what refuses a photo.
 */
export const maxImageMegabytes = 5
export const maxImageBytes = maxImageMegabytes * 1024 * 1024
