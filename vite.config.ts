import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { SCREEN_CATALOGS, START_CATALOGS } from './src/web/i18n/screen-catalogs.js';
import { PATHS } from './src/web/paths.js';

// The API runs on PORT (default 3000); in dev Vite proxies /api to it.
const apiPort = process.env.PORT ?? '3000';

/** Modules of the `ui` chunk (see codeSplitting below); none may import a library of its own. */
const SHARED_UI = new RegExp(
  String.raw`src[\\/](shared[\\/](options|form-rules|clock)|web[\\/](login-return|components[\\/](` +
    [
      'agree-box',
      'alert',
      'city-input',
      'demo-label',
      'field',
      'form-status',
      'full-label',
      'lazy-validation',
      'multi-select',
      'page-header',
      'password-field',
      'submit-button',
    ].join('|') +
    String.raw`)))\.tsx?$`,
);

/** Writes .br and .gz beside each text asset so the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'setu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 512) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Emits assets/route-preload-<hash>.js, a tiny classic script index.html loads before the entry:
 * it reads the route from the address's hash and adds <link rel=modulepreload> for that page's
 * chunks, so they download beside the entry instead of after it has run (decision 0018). Each
 * route of PATHS has its page in pages/<route-in-kebab-case>/<same>-page.tsx; the build fails
 * when one has not.
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

      const routes: Record<string, string[]> = {};
      // Each route's message catalogues in each language, and under "*" those every route needs
      // (the layout's): src/web/i18n/screen-catalogs.ts. English src/shared texts have no chunk.
      const catalogs: Record<string, Record<string, string[]>> = { en: {}, hi: {} };
      const catalogFiles = (language: string, names: readonly string[]) =>
        names.flatMap((name) => {
          const module = `/src/web/locales/${language}/${name}.po`;
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          return chunk ? [...closure(chunk.fileName)].filter((file) => !initial.has(file)) : [];
        });
      for (const language of ['en', 'hi'])
        catalogs[language]!['*'] = catalogFiles(language, START_CATALOGS).map((f) => base + f);
      for (const [name, route] of Object.entries(PATHS)) {
        const folder = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        const module = `/src/web/pages/${folder}/${folder}-page.tsx`;
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!page) return this.error(`route-preload: no chunk for ${module} (PATHS.${name})`);
        // This script is part of every page's first load: the operators' screens (a handful of
        // people, on a desk) and routes with a parameter (matched by pattern, not by name) load
        // their chunks after the entry instead.
        if (name.startsWith('operator') || route.includes(':')) continue;
        for (const language of ['en', 'hi']) {
          const names = SCREEN_CATALOGS[name as keyof typeof SCREEN_CATALOGS] ?? [];
          const files = catalogFiles(language, names).map((file) => base + file);
          if (files.length) catalogs[language]![route.toLowerCase()] = files;
        }
        routes[route.toLowerCase()] = [...closure(page.fileName)]
          .filter((file) => !initial.has(file))
          .map((file) => base + file);
      }
      // Hash routes match in any letter case, with or without a trailing slash. The language is
      // chosen as src/web/i18n/choose-locale.ts does: the stored choice, else Hindi for a browser
      // whose first language is Hindi; <html lang> says it before the app has loaded.
      const source =
        `(function(){var r=${JSON.stringify(routes)},c=${JSON.stringify(catalogs)},` +
        `p=(location.hash.slice(1).split(/[?#]/)[0]||"/").replace(/(.)\\/$/,"$1").toLowerCase(),s;` +
        `try{s=localStorage.getItem("language")}catch(e){}` +
        `var n=((navigator.languages||[])[0]||"").toLowerCase(),` +
        `L=s==="en"||s==="hi"?s:n==="hi"||n.indexOf("hi-")===0?"hi":"en";` +
        `document.documentElement.lang=L;` +
        `var f=(r[p]||[]).concat(c[L][p]||[],c[L]["*"]||[]);f.forEach(function(h){var l=document.createElement("link");` +
        `l.rel="modulepreload";l.as="script";l.crossOrigin="";l.href=h;document.head.appendChild(l)})})();\n`;
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
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
    routePreload(),
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
        codeSplitting: {
          // Everything the entry imports goes into the entry's own chunk: one file to fetch
          // instead of several small ones, and one brotli stream compresses better (decision 0018).
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The small building blocks most public pages share: one chunk, not ten tiny ones.
            { name: 'ui', test: SHARED_UI },
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
