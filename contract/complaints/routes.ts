import type { ApiRoute } from '../route';

export const complaintRoutes = {
  getComplaintOptions: { method: 'GET', path: '/app/complaint/options', access: 'supervision' },
  addComplaintPhoto: { method: 'UPLOAD', path: '/app/complaint/photo', access: 'enterprise' },
  createComplaint: { method: 'POST', path: '/app/complaint/create', access: 'enterprise' },
  listComplaints: { method: 'GET', path: '/app/complaint/list', access: 'enterprise' },
  listHandlingComplaints: { method: 'GET', path: '/app/complaint/handling', access: 'officer' },
  getComplaint: { method: 'GET', path: '/app/complaint/detail', access: 'supervision' },
  withdrawComplaint: { method: 'POST', path: '/app/complaint/withdraw', access: 'enterprise' },
  addComplaintInformation: { method: 'POST', path: '/app/complaint/information', access: 'enterprise' },
  rateComplaint: { method: 'POST', path: '/app/complaint/rate', access: 'enterprise' },
  acceptComplaint: { method: 'POST', path: '/app/complaint/accept', access: 'supervisor' },
  rejectComplaint: { method: 'POST', path: '/app/complaint/reject', access: 'supervisor' },
  reassignComplaint: { method: 'POST', path: '/app/complaint/reassign', access: 'supervisor' },
  signComplaint: { method: 'POST', path: '/app/complaint/sign', access: 'officer' },
  recordComplaintContact: { method: 'POST', path: '/app/complaint/contact', access: 'officer' },
  requestComplaintExtension: { method: 'POST', path: '/app/complaint/extension', access: 'officer' },
  decideComplaintExtension: { method: 'POST', path: '/app/complaint/extension/decide', access: 'supervisor' },
  replyComplaint: { method: 'POST', path: '/app/complaint/reply', access: 'officer' },
  reviewComplaint: { method: 'POST', path: '/app/complaint/review', access: 'supervisor' },
  advanceTestClock: { method: 'POST', path: '/app/test/clock', access: 'development' },
} as const satisfies Record<string, ApiRoute>;
