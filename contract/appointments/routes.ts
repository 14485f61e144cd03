import type { ApiRoute } from '../route';

export const appointmentRoutes = {
  getAppointmentOptions: { method: 'GET', path: '/app/appointment/options', access: 'supervision' },
  listAppointmentSlots: { method: 'GET', path: '/app/appointment/slots', access: 'supervision' },
  setAppointmentAvailability: { method: 'POST', path: '/app/appointment/availability', access: 'officer' },
  addAppointmentPhoto: { method: 'UPLOAD', path: '/app/appointment/photo', access: 'enterprise' },
  createAppointment: { method: 'POST', path: '/app/appointment/create', access: 'enterprise' },
  listAppointments: { method: 'GET', path: '/app/appointment/list', access: 'supervision' },
  getAppointment: { method: 'GET', path: '/app/appointment/detail', access: 'supervision' },
  editAppointment: { method: 'POST', path: '/app/appointment/edit', access: 'enterprise' },
  cancelAppointment: { method: 'POST', path: '/app/appointment/cancel', access: 'enterprise' },
  confirmAppointment: { method: 'POST', path: '/app/appointment/confirm', access: 'officer' },
  assignAppointmentOfficers: { method: 'POST', path: '/app/appointment/assign', access: 'officer' },
  proposeAppointmentTime: { method: 'POST', path: '/app/appointment/propose', access: 'officer' },
  declineAppointment: { method: 'POST', path: '/app/appointment/decline', access: 'officer' },
  cancelAppointmentByDepartment: {
    method: 'POST',
    path: '/app/appointment/cancelByDepartment',
    access: 'officer',
  },
  answerAppointmentProposal: { method: 'POST', path: '/app/appointment/answer', access: 'enterprise' },
  rateAppointment: { method: 'POST', path: '/app/appointment/rate', access: 'enterprise' },
} as const satisfies Record<string, ApiRoute>;
