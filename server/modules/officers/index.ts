export { findDepartment, listDepartments, listOfficerIds } from './officers-queries';
export { registerOfficerRoutes } from './officers-routes';
