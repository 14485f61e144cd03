export { pruneDocumentFiles } from './document-retention';
export { registerDocumentRoutes } from './documents-routes';
