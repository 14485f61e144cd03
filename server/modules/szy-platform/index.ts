export { registerSzyPlatformRoutes } from './szy-routes';
