import type { ApiRoute } from '../route';

export const registrationRoutes = {
  checkIn: { method: 'POST', path: '/app/registration/checkIn', access: 'officer' },
  addRegistrationPhoto: { method: 'UPLOAD', path: '/app/registration/photo', access: 'officer' },
  createRegistration: { method: 'POST', path: '/app/registration/create', access: 'officer' },
  listRegistrations: { method: 'GET', path: '/app/registration/list', access: 'supervision' },
  getRegistration: { method: 'GET', path: '/app/registration/detail', access: 'supervision' },
  correctRegistration: { method: 'POST', path: '/app/registration/correct', access: 'officer' },
  listRegistrationCorrections: {
    method: 'GET',
    path: '/app/registration/corrections',
    access: 'supervision',
  },
  evaluateRegistration: { method: 'POST', path: '/app/registration/evaluate', access: 'enterprise' },
  reviewEmergencyInspection: {
    method: 'POST',
    path: '/app/registration/reviewEmergency',
    access: 'officer',
  },
} as const satisfies Record<string, ApiRoute>;
