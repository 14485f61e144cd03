export {
  enterpriseInRegion,
  type EnterpriseRow,
  findEnterpriseByCreditCode,
  findEnterpriseById,
  findEnterpriseByNumber,
  findEnterpriseIdByNumber,
  findEnterprisePlace,
} from './enterprises-queries';
export { registerEnterpriseRoutes } from './enterprises-routes';
export { toEnterprise } from './enterprises-service';
