/**
 * Runs `start` once the page's body is parsed. vite-plugin-qiankun loads the entry from an inline script in <head>
 * (a dynamic import, which the browser does not defer): a cached entry can run while the body is still arriving,
 * before `#app` exists or before the splash inside it, which then stayed over the running app.
 */
export function whenParsed(doc: Document, start: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
