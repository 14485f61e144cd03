export { PROVIDER_USERS } from './shop-catalogue';
export { registerShopRoutes } from './shop-routes';
