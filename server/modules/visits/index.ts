export { registerVisitRoutes } from './visits-routes';
