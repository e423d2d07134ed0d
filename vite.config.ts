import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { SCREEN_CATALOGS, START_CATALOGS } from './src/web/i18n/screen-catalogs.js';
import { BUDGETED_ROUTES, PATHS } from './src/web/paths.js';
import { installableOffline } from './src/web/features/offline/pwa-build.js';

// The API runs on PORT (default 3000); in dev Vite proxies /api to it.
const apiPort = process.env.PORT ?? '3000';

/** Modules of the `ui` chunk (see codeSplitting below); none may import a library of its own. */
const SHARED_UI = new RegExp(
  String.raw`src[\\/](shared[\\/](options|form-rules|time|day-parts|vetting)|web[\\/](login-return|components[\\/](` +
    [
      'alert',
      'demo-label',
      'field',
      'form-status',
      'full-label',
      'lazy-validation',
      'page-header',
      'submit-button',
      'use-near-viewport',
    ].join('|') +
    String.raw`)))\.tsx?$`,
);

/**
 * The inputs only the sign-up, login and signed-in forms use, and the day-part hint beside their
 * availability: a chunk of their own, so the pages without such a form (/, /ngoList,
 * /volunteer-matching, …) do not load them with `ui`.
 */
const FORM_INPUTS = new RegExp(
  String.raw`src[\\/]web[\\/]components[\\/](agree-box|city-input|multi-select|password-field|day-part-hours)\.tsx?$`,
);

/**
 * The listings' small parts on /ngoList and /volunteer-matching (the report button, the Verified
 * mark, the listing words, the matching loop's API calls): one chunk, not four.
 */
const LISTING_PARTS = new RegExp(
  String.raw`src[\\/]web[\\/](components[\\/](report-concern-button|verified-label)\.tsx|features[\\/]matching-loop[\\/](listing-words|api-calls)\.ts)$`,
);

/**
 * Message catalogues fetched together on a budgeted route's first load, as one chunk per language
 * (decision 0029): the start catalogues every screen loads ("common" and, in Hindi, "shared"), and
 * for each budgeted route the catalogues that no other budgeted route lists (its page's, the
 * FAQ's questions, the stories). A catalogue several of them list ("shared-forms") stays a chunk
 * of its own; a signed-in screen that lists one of a route's catalogues fetches that route's
 * group, a few hundred bytes more on a screen without a budget.
 */
function catalogGroups(): { name: string; test: RegExp }[] {
  const listedBy = new Map<string, string[]>();
  for (const route of BUDGETED_ROUTES)
    for (const name of SCREEN_CATALOGS[route] ?? [])
      listedBy.set(name, [...(listedBy.get(name) ?? []), route]);
  const groups: Record<string, string[]> = { start: [...START_CATALOGS] };
  for (const [name, routes] of listedBy)
    if (routes.length === 1 && !START_CATALOGS.includes(name))
      (groups[routes[0]!] ??= []).push(name);
  const escape = (name: string) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]');
  return Object.entries(groups).flatMap(([group, names]) =>
    ['en', 'hi'].map((language) => ({
      name: `${language}-${group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      test: new RegExp(
        String.raw`src[\\/]web[\\/]locales[\\/]${language}[\\/](${names.map(escape).join('|')})\.po$`,
      ),
    })),
  );
}

/** Writes .br and .gz beside each text asset so the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'setu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker is written (installableOffline), so sw.js is compressed too.
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) =>
              e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
            );
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 512) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(data, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * React Router creates <Link>, <NavLink> and <Form> by calling forwardRef without a pure
 * annotation and then names them (`Link.displayName = …`) at the top of its module: to the
 * bundler both are side effects, so all three stayed in the entry, with the framework-mode
 * prefetching <Link> refers to, although Setu links through its own (components/link.tsx).
 * Marking those calls pure and dropping their names (only React DevTools shows them) lets the
 * unused ones go: about 3.2 KB less on every first load (decision 0029). Should a new React
 * Router write them otherwise, the build warns; then check the entry's size.
 */
function droppableRouterComponents(): Plugin {
  let found = false;
  return {
    name: 'setu-droppable-router-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const names: string[] = [];
        const pure = code.replace(/^const (\w+) = ([\w$]+\.forwardRef\()/gm, (_, name, call) => {
          names.push(name);
          return `const ${name} = /* @__PURE__ */ ${call}`;
        });
        if (!names.length) return null;
        found = true;
        const unnamed = new RegExp(
          String.raw`^(${names.join('|')})\.displayName = "[^"]*";$`,
          'gm',
        );
        return { code: pure.replace(unnamed, ''), map: null };
      },
    },
    buildEnd() {
      if (!found) this.warn('no forwardRef component found in react-router: see vite.config.ts');
    },
  };
}

/**
 * Emits assets/route-preload-<hash>.js, a tiny classic script index.html loads before the entry:
 * it reads the route from the address's hash and adds <link rel=modulepreload> for that page's
 * chunks, so they download beside the entry instead of after it has run (decision 0018). It
 * holds the budgeted public routes' lists only; on any other route it adds a second script,
 * assets/route-preload-app-<hash>.js, with the signed-in screens' lists, so the public first
 * loads do not carry them (about 1.4 KB; docs/decisions/0029-lean-first-loads.md). Each route of
 * PATHS has its page in pages/<route-in-kebab-case>/<same>-page.tsx; the build fails when one
 * has not.
 */
function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'setu-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Rolldown.OutputChunk => c.type === 'chunk',
      );
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of (bundle[file] as Rolldown.OutputChunk).imports)
          closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') return this.error('route-preload: no entry or HTML');
      const initial = closure(entry.fileName);

      type Maps = {
        routes: Record<string, string[]>;
        catalogs: Record<string, Record<string, string[]>>;
      };
      // Each route's chunks, and its message catalogues in each language (under "*" those every
      // route needs, the layout's: src/web/i18n/screen-catalogs.ts; English src/shared texts have
      // no chunk): the public routes' in the first script, the others' in the second.
      const emptyMaps = (): Maps => ({ routes: {}, catalogs: { en: {}, hi: {} } });
      const publicMaps = emptyMaps();
      const appMaps = emptyMaps();
      const budgeted = new Set<string>(BUDGETED_ROUTES);
      // A chunk may hold several modules (the groups of codeSplitting below).
      const chunkOf = (module: string) =>
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
      const catalogFiles = (language: string, names: readonly string[]) => [
        ...new Set(
          names.flatMap((name) => {
            const chunk = chunkOf(`/src/web/locales/${language}/${name}.po`);
            return chunk ? [...closure(chunk.fileName)].filter((file) => !initial.has(file)) : [];
          }),
        ),
      ];
      // Every chunk is assets/<name>.js: the map holds the names, the script adds the rest.
      const short = (file: string) => {
        if (!/^assets\/[^/]+\.js$/.test(file)) throw new Error(`route-preload: unexpected ${file}`);
        return file.slice('assets/'.length, -'.js'.length);
      };
      for (const language of ['en', 'hi'])
        publicMaps.catalogs[language]!['*'] = catalogFiles(language, START_CATALOGS).map(short);
      for (const [name, route] of Object.entries(PATHS)) {
        const folder = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        const module = `/src/web/pages/${folder}/${folder}-page.tsx`;
        const page = chunkOf(module);
        if (!page) return this.error(`route-preload: no chunk for ${module} (PATHS.${name})`);
        // This script is part of every page's first load: the operators' screens (a handful of
        // people, on a desk) and routes with a parameter (matched by pattern, not by name) load
        // their chunks after the entry instead.
        if (name.startsWith('operator') || route.includes(':')) continue;
        const { routes, catalogs } = budgeted.has(name) ? publicMaps : appMaps;
        for (const language of ['en', 'hi']) {
          const names = SCREEN_CATALOGS[name as keyof typeof SCREEN_CATALOGS] ?? [];
          const files = catalogFiles(language, names).map(short);
          if (files.length) catalogs[language]![route.toLowerCase()] = files;
        }
        routes[route.toLowerCase()] = [...closure(page.fileName)]
          .filter((file) => !initial.has(file))
          .map(short);
      }
      // The other screens' catalogue loaders are a chunk of their own (src/web/i18n/catalogs.ts):
      // it downloads beside the entry too, not after it has asked for it.
      const appCatalogs = chunkOf('/src/web/i18n/app-catalogs.ts');
      if (!appCatalogs)
        return this.error('route-preload: no chunk for src/web/i18n/app-catalogs.ts');
      for (const files of Object.values(appMaps.routes)) files.push(short(appCatalogs.fileName));
      const assets = JSON.stringify(`${base}assets/`);
      const maps = ({ routes, catalogs }: Maps) =>
        `${JSON.stringify(routes)},${JSON.stringify(catalogs)}`;
      const emit = (prefix: string, source: string) => {
        const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `assets/${prefix}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return fileName;
      };
      // The second script hands its maps to the function the first one left for it.
      const appFile = emit('route-preload-app', `self.setuRoutePreload(${maps(appMaps)});\n`);
      // Hash routes match in any letter case, with or without a trailing slash. The language is
      // chosen as src/web/i18n/choose-locale.ts does: the stored choice, else Hindi for a browser
      // whose first language is Hindi; <html lang> says it before the app has loaded.
      const source =
        `(function(){var p=(location.hash.slice(1).split(/[?#]/)[0]||"/").replace(/(.)\\/$/,"$1").toLowerCase(),s;` +
        `try{s=localStorage.getItem("language")}catch(e){}` +
        `var n=((navigator.languages||[])[0]||"").toLowerCase(),` +
        `L=s==="en"||s==="hi"?s:n==="hi"||n.indexOf("hi-")===0?"hi":"en",d=document;` +
        `d.documentElement.lang=L;` +
        `function g(r,c){var f=(r[p]||[]).concat(c[L][p]||[],c[L]["*"]||[]);f.forEach(function(h,i){if(f.indexOf(h)<i)return;var l=d.createElement("link");` +
        `l.rel="modulepreload";l.as="script";l.crossOrigin="";l.href=${assets}+h+".js";d.head.appendChild(l)})}` +
        `var r=${JSON.stringify(publicMaps.routes)};g(r,${JSON.stringify(publicMaps.catalogs)});` +
        `if(!r[p]){self.setuRoutePreload=g;var e=d.createElement("script");e.src=${JSON.stringify(base + appFile)};d.head.appendChild(e)}})();\n`;
      const fileName = emit('route-preload', source);
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script async src="${base}${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    // Lingui's macros (compiled natively, no Babel) and the .po catalogues the app imports.
    lingui({
      macroTransform: true,
      configPath: path.resolve(import.meta.dirname, 'lingui.config.ts'),
    }),
    tailwindcss(),
    droppableRouterComponents(),
    routePreload(),
    ...installableOffline(),
    precompress(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shim @lingui/react imports for React 17 is dead weight.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' }],
  },
  build: {
    // dist/server holds the built server (scripts/build-server.mjs).
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only
    // later; the polyfill would cost every page's first load instead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks by their hash alone, as short as Rolldown allows for this many chunks: every
        // name appears in the entry's preload list and catalogue map and in the route-preload
        // script, all on every first load (decision 0029). The entry and CSS keep their names.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Everything the entry imports goes into the entry's own chunk: one file to fetch
          // instead of several small ones, and one brotli stream compresses better (decision 0018).
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The small building blocks most public pages share: one chunk, not ten tiny ones.
            { name: 'ui', test: SHARED_UI },
            { name: 'form-inputs', test: FORM_INPUTS },
            { name: 'listing-parts', test: LISTING_PARTS },
            ...catalogGroups(),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
