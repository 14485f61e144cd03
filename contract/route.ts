/** FORM posts urlencoded; UPLOAD posts multipart with one `file` field. */
export type HttpMethod = 'GET' | 'POST' | 'FORM' | 'UPLOAD' | 'PUT' | 'DELETE';
export type Access = 'public' | 'session' | 'enterprise' | 'officer' | 'development';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}
