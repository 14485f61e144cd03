export { registerSessionRoutes } from './session-routes';
export { issueLogin } from './session-service';
