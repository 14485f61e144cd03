export { registerContentRoutes } from './content-routes';
export { streetCode } from './shenzhen-regions';
