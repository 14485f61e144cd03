import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const projectRoot = resolve(here, '..');

/**
 * portal-demo: a city-portal shell of our own that hosts the micro-app through qiankun. In dev it loads the
 * app from the app's Vite server; a build takes the app's public URL and the API from the environment.
 */
export default defineConfig(({ command }) => {
  const appUrl =
    command === 'serve'
      ? (process.env.PORTAL_APP_URL ?? 'http://localhost:5173/')
      : (process.env.PORTAL_APP_URL ?? 'http://localhost:4000/');
  const apiUrl = process.env.PORTAL_API_URL ?? 'http://localhost:4000/api';
  return {
    root: here,
    base: '/',
    plugins: [react(), precompress()],
    define: {
      'import.meta.env.VITE_PORTAL_APP_URL': JSON.stringify(appUrl.endsWith('/') ? appUrl : `${appUrl}/`),
      'import.meta.env.VITE_PORTAL_API_URL': JSON.stringify(apiUrl.replace(/\/+$/, '')),
    },
    server: { port: 5174, strictPort: true },
    preview: { port: 4174 },
    build: {
      outDir: resolve(projectRoot, process.env.PORTAL_OUT_DIR ?? 'dist-portal'),
      emptyOutDir: true,
      target: 'es2020',
    },
  };
});
