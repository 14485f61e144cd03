export { registerSettingRoutes } from './settings-routes';
