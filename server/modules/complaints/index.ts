export { runComplaintDeadlineSweep } from './complaint-deadlines';
export { countComplaintsAwaiting } from './complaint-lists';
export { complaintPhotoStore } from './complaint-photos';
export { eventNote } from './complaint-timeline';
export { findComplaintEnterpriseByNumber, listComplaintEvents } from './complaints-queries';
export { registerComplaintRoutes } from './complaints-routes';
export { findVisible, mayKnowComplainant } from './complaints-service';
