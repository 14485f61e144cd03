export { findPlanTitle, isCurrentPlanFor, listCurrentPlansFor } from './plans-queries';
export { registerPlanRoutes } from './plans-routes';
