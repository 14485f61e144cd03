export { completeAppointment } from './appointment-completion';
export { runAppointmentExpirySweep } from './appointment-expiry';
export { appointmentPhotoStore } from './appointment-photos';
export { registerAppointmentRoutes } from './appointments-routes';
