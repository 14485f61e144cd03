export { registerInspectionApprovalRoutes } from './approvals-routes';
export { listApprovalsForForm, requireUsableApproval } from './approvals-service';
