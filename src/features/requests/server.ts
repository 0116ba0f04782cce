// The requests feature's server entry: what other features call on the server.
export {
  cancelAppointment,
  cancelVisitByLink,
  type CancelledBooking,
  type CancelResult,
} from './appointments/cancel-appointment.server'
