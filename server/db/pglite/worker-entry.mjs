// The database thread's entry: worker threads do not inherit tsx's loader, so the TypeScript worker is imported through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
