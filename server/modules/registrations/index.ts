export { countPendingEmergencyReviews } from './emergency-review-queries';
export { sendEvaluationReminders } from './evaluation-reminders';
export { findInspectionAllowance } from './registration-allowance';
export { registrationPhotoStore } from './registration-photos';
export { toSummary } from './registration-views';
export {
  countCorrections,
  findRegistration,
  findSummary,
  listItems,
  listProblemsWithPhotos,
  listPublishedInspectionItems,
  listRecentSummaries,
  methodOfScan,
  REGISTERED_BY,
  type RegistrationRow,
} from './registrations-queries';
export { registerRegistrationRoutes } from './registrations-routes';
export { prepareRegistration } from './registrations-service';
