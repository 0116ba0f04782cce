// What other features may use of testimonials: the comment's limit and the photo's removal.
export { commentMaxLength } from './testimonial-schema'
export { removeTestimonialImage, testimonialImagesFolder } from './testimonial-image.server'
