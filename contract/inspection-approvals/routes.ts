import type { ApiRoute } from '../route';

export const inspectionApprovalRoutes = {
  requestInspectionApproval: { method: 'POST', path: '/app/approval/request', access: 'officer' },
  listInspectionApprovals: { method: 'GET', path: '/app/approval/list', access: 'officer' },
  getInspectionApproval: { method: 'GET', path: '/app/approval/detail', access: 'officer' },
  decideInspectionApproval: { method: 'POST', path: '/app/approval/decide', access: 'officer' },
  withdrawInspectionApproval: { method: 'POST', path: '/app/approval/withdraw', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
