import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import prefixSelector from 'postcss-prefix-selector';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import qiankun from 'vite-plugin-qiankun';
import { DEFAULT_BASE_PATH, MICRO_APP_NAME } from './contract/portal-props.ts';

const DEV_URL = 'http://localhost:5173/';
const APP_ROOT_CLASS = '.sv-app';

/** qiankun evaluates the plugin-react inline preamble as a classic script; it is imported from main.tsx instead. */
function dropInlinePreamble(): Plugin {
  return {
    name: 'sv-drop-inline-preamble',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module">[^<]*injectIntoGlobalHook[^<]*<\/script>/, ''),
    },
  };
}

/**
 * vite-plugin-qiankun's loader in index.html reads the lifecycles from `window.moudleQiankunAppLifeCycles`, which the
 * app's module (run once per page, outside qiankun's sandbox) would have to leave on the host's window for every later
 * `loadMicroApp`. This loader takes them from the entry module's exports instead (an `import()` of a module already
 * run gives its exports again), so nothing of ours stays on the host's window (src/main.tsx).
 */
function lifecyclesFromEntryExports(): Plugin {
  const pluginLoader =
    /\.finally\(\(\) => \{\s*const qiankunLifeCycle = window\.moudleQiankunAppLifeCycles[\s\S]*?\n\s*\}\)/;
  const loader = `.then((entry) => {
    if (!window.__POWERED_BY_QIANKUN__ || !window.proxy) return;
    window.proxy.vitemount((props) => entry.mount(props));
    window.proxy.viteunmount((props) => entry.unmount(props));
    window.proxy.vitebootstrap(() => entry.bootstrap());
    window.proxy.viteupdate((props) => entry.update(props));
  })`;
  // The built entry is index.html's module, which only imports main.tsx: it re-exports main.tsx's lifecycles instead.
  const entryImport = /\nimport ("[^"]*\/src\/main\.tsx")/;
  let isBuild = false;
  return {
    name: 'sv-lifecycles-from-entry-exports',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transform: {
      filter: { id: /\/index\.html$/ },
      handler(code) {
        if (!isBuild) return null;
        if (!entryImport.test(code)) this.error('index.html no longer imports src/main.tsx');
        return { code: code.replace(entryImport, '\nexport * from $1'), map: null };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!pluginLoader.test(html))
          throw new Error(
            'vite-plugin-qiankun writes its loader in a way sv-lifecycles-from-entry-exports no longer recognises',
          );
        return html.replace(pluginLoader, loader);
      },
    },
  };
}

/**
 * React Router marks `window.__reactRouterVersion` for its devtools when its module loads; inside a host that
 * global would outlive every unmount (and overwrite the host's own), so our build leaves it out.
 */
function dropRouterVersionGlobal(): Plugin {
  const marker = /window\.__reactRouterVersion\s*=\s*(\/\/[^\n]*\n\s*)?("[^"]*"|'[^']*')\s*;/;
  return {
    name: 'sv-drop-router-version-global',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes('__reactRouterVersion')) return null;
      if (!marker.test(code))
        this.error('React Router sets window.__reactRouterVersion in a way this plugin no longer recognises');
      return { code: code.replace(marker, 'void 0;'), map: null };
    },
  };
}

/**
 * With lazy chunks preloading nothing and one CSS file, no lazy chunk has anything to preload, yet Vite wraps every lazy
 * screen's `import()` in its preload helper. Calling the loader directly lets the helper (about 0.7 KB gzip on the
 * first screen) drop out. Should a chunk ever get preload dependencies, the build stops instead.
 */
function unwrapEmptyPreloads(): Plugin {
  const call = '__vitePreload(';
  const marker = ', __VITE_PRELOAD__)';
  const unwrap = (code: string): string => {
    let out = '';
    let from = 0;
    for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, from)) {
      let depth = 1;
      let end = at + call.length;
      while (depth > 0 && end < code.length) {
        const char = code[end++];
        if (char === '(') depth++;
        else if (char === ')') depth--;
      }
      const args = code.slice(at + call.length, end - 1);
      if (!`${args})`.endsWith(marker)) return code;
      out += `${code.slice(from, at)}(${args.slice(0, -marker.length + 1)})()`;
      from = end;
    }
    return out + code.slice(from);
  };
  return {
    name: 'sv-unwrap-empty-preloads',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      const unwrapped = code.includes(call) ? unwrap(code) : code;
      // The helper itself: with nothing to preload it only calls the loader (other chunks may still import it).
      const from = unwrapped.indexOf('var scriptRel = ');
      const last = unwrapped.indexOf('var __vitePreload = function preload(');
      const to = last === -1 ? -1 : unwrapped.indexOf('\n};', last);
      const result =
        from !== -1 && to !== -1
          ? `${unwrapped.slice(0, from)}var __vitePreload = (load) => load();${unwrapped.slice(to + 3)}`
          : unwrapped;
      return result === code ? null : { code: result, map: null };
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps'))
          this.error(`${chunk.fileName} has preload dependencies; unwrapEmptyPreloads no longer applies`);
      }
    },
  };
}

/** The screens a first visit lands on (app/session/first-screen.ts), by route name. */
const LANDING_SCREENS: Record<string, string> = {
  login: 'src/features/session/pages/login-page.tsx',
  home: 'src/features/home/pages/home-page.tsx',
  enforceHome: 'src/features/officer-desk/pages/officer-desk-page.tsx',
};

/**
 * Lazy screens preload nothing (a dependency map for every screen would weigh on the first screen), so a landing
 * screen's chunk and then its imports, then theirs, arrived one round trip after another. index.html carries the
 * files of the few landing screens instead (`#sv-landing-chunks`, those the entry does not already load); the
 * start-up asks for all of the landing screen's at once (app/session/first-screen.ts).
 */
function landingPreloads(): Plugin {
  let base = '/';
  return {
    name: 'sv-landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loaded = new Set<string>();
        for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, loaded);
        const files: Record<string, string[]> = {};
        for (const [screen, source] of Object.entries(LANDING_SCREENS)) {
          const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`landing screen ${screen}: no chunk for ${source}`);
          files[screen] = [...closure(chunk.fileName)]
            .filter((file) => !loaded.has(file))
            .map((file) => `${base}${file}`);
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'sv-landing-chunks' },
              children: JSON.stringify(files),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build, once, so the server
 * answers compressed without spending CPU per request (server/http/static-site.ts serves them by Accept-Encoding).
 * Small files, and files that would not shrink by a tenth, are left alone. Also used by portal-demo's build.
 */
export function precompress(): Plugin {
  let outDir = '';
  let failed = false;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const filesIn = async (dir: string): Promise<string[]> =>
    (
      await Promise.all(
        (await readdir(dir, { withFileTypes: true })).map((entry) =>
          entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
        ),
      )
    ).flat();
  return {
    name: 'sv-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // A failed build writes nothing to compress, and failing here would hide its own error.
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    // After the public folder is copied too (favicon.svg).
    async closeBundle() {
      if (failed) return;
      const files = (await filesIn(outDir)).filter((file) => COMPRESSIBLE_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          if (br.length < body.length * 0.9) await writeFile(`${file}.br`, br);
          if (gz.length < body.length * 0.9) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Server test files that open no database or one of their own (PGlite in a folder, by design): the same on either
 * pass. Any file that opens the pass's database (through test-app.ts) belongs to both.
 */
const OWN_DATABASE_OR_NONE = [
  'tests/server/config.test.ts',
  'tests/server/demo-loop.test.ts',
  'tests/server/embedded-database.test.ts',
  'tests/server/log-config.test.ts',
  'tests/server/migrations.test.ts',
  'tests/server/module-fence.test.ts',
  'tests/server/pglite-remote.test.ts',
  'tests/server/restart.test.ts',
  'tests/server/test-prerequisites.test.ts',
];

export default defineConfig(({ command }) => ({
  // The portal loads our modules from another origin, so every asset URL must be absolute.
  base: command === 'build' ? (process.env.APP_PUBLIC_URL ?? 'http://localhost:4000/') : DEV_URL,
  plugins: [
    react(),
    qiankun(MICRO_APP_NAME, { useDevMode: true }),
    lifecyclesFromEntryExports(),
    dropInlinePreamble(),
    dropRouterVersionGlobal(),
    unwrapEmptyPreloads(),
    landingPreloads(),
    precompress(),
  ],
  // Where the app lives in a host that passes no basePath (docs/embedding.md).
  define: {
    'import.meta.env.APP_DEFAULT_BASE': JSON.stringify(process.env.APP_DEFAULT_BASE || DEFAULT_BASE_PATH),
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
    postcss: {
      plugins: [
        // antd-mobile's global rules target :root/html/body; embedded, they must not restyle the portal.
        prefixSelector({
          prefix: APP_ROOT_CLASS,
          includeFiles: [/antd-mobile[\\/].*global/],
          transform: (prefix, selector) => {
            if (/^(:root|html|body)(?=$|[\s.:[])/.test(selector))
              return selector.replace(/^(:root|html|body)/, prefix);
            return /^(a|button)(?=$|[\s.:[])/.test(selector) ? `:where(${prefix}) ${selector}` : selector;
          },
        }),
        // 1rem = 10vw of the 375 px design, expressed against the app's own width (works inside the portal frame).
        pxToViewport({
          viewportWidth: 375,
          viewportUnit: 'cqw',
          fontViewportUnit: 'cqw',
          exclude: [/node_modules/],
          minPixelValue: 2,
        }),
      ],
    },
  },
  server: { port: 5173, strictPort: true, origin: DEV_URL.slice(0, -1), cors: true },
  build: {
    outDir: 'dist',
    // The page asks for the entry's own imports (core, UI and app shells) at once instead of after the entry has
    // run; a lazy screen preloads nothing (its imports would cost a dependency map in the first-screen chunk).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    cssCodeSplit: false,
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      // the entry's exports are the qiankun lifecycles index.html's loader reads (lifecyclesFromEntryExports)
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Every lazy screen's file name is in the route table, which every first screen loads: the hash alone names
        // it (the shared groups keep their names, which the benchmarks print).
        chunkFileNames: (chunk) =>
          ['core', 'app-shell', 'ui-shell'].includes(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // The libraries every screen needs travel as one file: fewer requests and one gzip stream for the first screen.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|recoil|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|axios|tslib)[\\/]/,
            },
            // The app's own modules every first screen runs: one file rather than a dozen small ones.
            {
              name: 'app-shell',
              test: /[\\/](src[\\/](lib[\\/](paths|route-availability|session[\\/](session-state|app-runtime)|i18n[\\/]define-messages|http[\\/](client|messages|query-cache|use-query|error-kind)|ui[\\/](messages|service-tile))|app[\\/]shell[\\/]messages)|contract[\\/](api-routes|route|envelope|locales|[a-z-]+[\\/]routes))\.tsx?$/,
            },
            {
              name: 'ui-shell',
              test: /node_modules[\\/](antd-mobile-icons[\\/]es(?=[\\/](AppOutline|UserOutline|FileOutline|ScanningOutline|ExclamationShieldOutline|CalendarOutline)\.js$)|antd-mobile[\\/]es[\\/](components[\\/](tab-bar|toast|spin-loading|config-provider|mask|badge|safe-area|auto-center)|global|locales)|@react-spring|staged-components|react-is|rc-util[\\/]lib[\\/]React)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // vitest's default leaves a core idle (2 cores: one worker); the runner's own process is mostly waiting
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          // Screen tests walk whole forms through antd-mobile in jsdom while the server project shares the
          // runner's two cores; they assert behaviour, never speed, so a busy CI machine must not fail them.
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          // the PostgreSQL pass (TEST_DATABASE_URL) runs what depends on the database, not again what cannot
          exclude: [
            '**/node_modules/**',
            '**/.git/**',
            ...(process.env.TEST_DATABASE_URL ? OWN_DATABASE_OR_NONE : []),
          ],
          globalSetup: ['tests/server/database-template.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
}));
