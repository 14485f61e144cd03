/** FORM posts urlencoded; UPLOAD posts multipart with one `file` field. */
export type HttpMethod = 'GET' | 'POST' | 'FORM' | 'UPLOAD' | 'PUT' | 'DELETE';
/** `planApprover` and `supervisor` are officers holding that capability. */
export type Access =
  'public' | 'session' | 'enterprise' | 'officer' | 'planApprover' | 'supervisor' | 'development';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}
