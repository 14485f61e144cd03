export { findAllowance } from './inspection-allowance';
export { countByDepartment } from './warnings-queries';
export { registerWarningRoutes } from './warnings-routes';
export {
  cacheWarningRules,
  findQuota,
  findWarningsOf,
  loadWarningRules,
  raisesFrequencyWarning,
  type WarningRules,
} from './warnings-service';
