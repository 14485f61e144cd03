export {
  findScanCheckIn,
  findScanOfOfficer,
  type ScanCheckIn,
  updateScanCheckIn,
} from './supervision-codes-queries';
export { registerSupervisionCodeRoutes } from './supervision-codes-routes';
