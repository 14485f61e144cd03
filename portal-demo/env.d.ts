/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the portal loads the micro-app from (its absolute public URL, ending in `/`). */
  readonly VITE_PORTAL_APP_URL: string;
  /** API base the portal signs in against, e.g. `http://localhost:4000/api`. */
  readonly VITE_PORTAL_API_URL: string;
}
