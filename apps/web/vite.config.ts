import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { PAGE_MODULES } from './src/app/page-modules';
import type * as ThemeModule from './src/shared/ui/theme';

/** The Fastify server (apps/server) answers these prefixes; the dev server forwards them. */
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/ext', '/files', '/designer-app'];

/**
 * React Router 7 resolves to its development build in every build (its package exports name
 * no production condition, remix-run/react-router#14102): dev warnings and their texts ship.
 * The production build it publishes beside it is the same code with them off.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve(
    import.meta.dirname,
    '../../node_modules/react-router/dist/production/index.mjs',
  ),
};

/**
 * Issue 18 (decision 039): `i18next` and `react-i18next` are the app's own lean versions of
 * the part of their API it uses (src/shared/i18n/lean), ~16 KB gzipped less on every first
 * page. tsconfig.json's `paths` say the same to TypeScript; vitest.config.ts uses this list.
 */
export const leanI18nAliases = [
  {
    find: /^i18next$/,
    replacement: path.resolve(import.meta.dirname, 'src/shared/i18n/lean/i18next.ts'),
  },
  {
    find: /^react-i18next$/,
    replacement: path.resolve(import.meta.dirname, 'src/shared/i18n/lean/react-i18next.tsx'),
  },
];

/**
 * Issue 18 (decision 058): each Mantine component brings its own stylesheet instead of the
 * whole of `@mantine/core/styles.css` (252 KB, parsed before the first paint of every page).
 * In a build, the module of a component's class names (`X.module.mjs`, one per stylesheet
 * `styles/X.css`) imports that stylesheet, so the CSS lands in the chunk that uses the
 * component and loads with it (Vite loads a lazy chunk's CSS before running it); Mantine's
 * modules import what a component builds on first, so its rules keep their order. main.tsx
 * imports `virtual:mantine-styles`: in a build the baseline and the global rules, which no
 * component module names; on the dev server, whose pre-bundled dependencies no transform
 * sees, the whole `styles.css`. Both end with the theme's CSS variables (`themeVariables`).
 */
const MANTINE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const MANTINE_STYLES = 'virtual:mantine-styles';
// A path, not a `\0` id: Vite's CSS pipeline takes the module by its `.css` name.
const THEME_VARIABLES = '/__mantine-theme-variables.css';
const THEME_FILE = path.resolve(import.meta.dirname, 'src/shared/ui/theme.ts');

/**
 * Issue 18 (decision 059): the theme's CSS variables as a stylesheet made at build time, the
 * same text MantineProvider would write into a `<style>` on every start (Mantine's default
 * variables, ours from theme.ts' `cssVariablesResolver`, the colour scheme's). Making them
 * took 20–25 ms of the main thread on each first page of this machine, times four on
 * Lighthouse's phone; providers.tsx turns that off (`withCssVariables={false}`).
 */
async function themeVariables(): Promise<string> {
  const { module } = await runnerImport<typeof ThemeModule>(THEME_FILE, {
    configFile: false,
    logLevel: 'error',
  });
  const mantine = await import('@mantine/core');
  const theme = mantine.mergeMantineTheme(mantine.DEFAULT_THEME, module.theme);
  const { convertCssVariables, defaultCssVariablesResolver, deepMerge } = mantine;
  const variables = deepMerge(
    defaultCssVariablesResolver(theme),
    module.cssVariablesResolver(theme),
  );
  const scheme = {
    variables: {},
    light: { '--mantine-color-scheme': 'light' },
    dark: { '--mantine-color-scheme': 'dark' },
  };
  return `${convertCssVariables(variables, ':root')}${convertCssVariables(scheme, ':root')}\n`;
}

export function mantineComponentStyles(): Plugin {
  let build = false;
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      if (id === MANTINE_STYLES) return `\0${MANTINE_STYLES}`;
      return id === THEME_VARIABLES ? THEME_VARIABLES : null;
    },
    async load(id) {
      if (id === THEME_VARIABLES) {
        this.addWatchFile(THEME_FILE);
        return themeVariables();
      }
      if (id !== `\0${MANTINE_STYLES}`) return null;
      const sheets = build
        ? ['baseline', 'global'].map((sheet) => `@mantine/core/styles/${sheet}.css`)
        : ['@mantine/core/styles.css'];
      return [...sheets, THEME_VARIABLES].map((sheet) => `import '${sheet}';`).join('\n');
    },
    transform(code, id) {
      const name = build ? MANTINE_CLASSES.exec(id)?.[1] : undefined;
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

/**
 * The app's code the entry loads. The dashboard's and the preview's data loaders, with the
 * domain rule the preview's uses, are a file of their own (app/page-data.ts, decision 061).
 */
const APP = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** Libraries, with the app's lean i18next (src/shared/i18n/lean) that stands for one. */
const FRAMEWORK = /[\\/]node_modules[\\/]|[\\/]src[\\/]shared[\\/]i18n[\\/]lean[\\/]/;
const FORM_COMPONENTS = [
  'Input',
  'InputBase',
  'TextInput',
  'CloseButton',
  'Divider',
  'Paper',
  'Anchor',
];
// The icons the login screen's controls (the footer's, the language menu's) share with the
// signed-in chrome go with the form parts that all of them load, not in files of their own
// under 1 KB each (a request, a round trip on a phone).
const FORM_PARTS = new RegExp(
  String.raw`[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](${FORM_COMPONENTS.join('|')})[\\/]|` +
    String.raw`core[\\/]styles-api[\\/]use-resolved-styles-api)|[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]|` +
    String.raw`[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconBrandFacebook|IconCheck)[.]mjs$`,
);

/**
 * Past the entry, the form parts and the schemas, rolldown splits by what imports what: each
 * page loads the modules it uses and nothing more (decision 061). The `ui` file (Mantine's parts
 * four chunks shared, decision 042) and the `pages` file (the app's code two chunks shared,
 * decision 046) cut the number of files when they came over HTTP/1.1's six connections; each
 * carried what other pages used (the checkout, the selects, the overlays), 57 KB brotli more
 * than the album preview needs. Over HTTP/2 (decision 060) the files share one connection: the
 * preview's largest paint came 0.2–0.3 s sooner in Lighthouse (2.13–2.25 s against 2.45–2.57).
 */

/**
 * Issue 18 (decision 058): the domain's zod schemas (26 KB gzipped, 35–75 ms to build on this
 * machine) and the code that parses with them are a file of their own, `schemas`, which the
 * pages that check or parse load and the dashboard does not. The domain's rules that need no
 * schema live in files without one (albums/album-status.ts, options/double-album.ts,
 * orders/note-attributes.ts, print/thumbnails.ts). Not recursive: what these files import
 * (money, the catalogue's values) goes with the pages that use it. `schemaFreePages` fails the build when a
 * page of SCHEMA_FREE_PAGES reaches zod again.
 */
const SCHEMA_FILES = [
  'shared/json-api',
  'options/album-options',
  'orders/production',
  'orders/quote',
  'orders/orders',
  'design/design-document',
  'audio/analysis-checks',
  'albums/album',
  'albums/quantity',
  'catalogue/schema',
  'catalogue/default',
  'accounts/user',
  'print/print-sizes',
  'print/files',
  'print/print-checks',
];
const SCHEMAS = new RegExp(
  String.raw`[\\/]node_modules[\\/]zod[\\/]|` +
    String.raw`[\\/]packages[\\/]domain[\\/]src[\\/](${SCHEMA_FILES.join('|')})\.ts$|` +
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/](checkout[\\/]|api[\\/]catalogue[\\/]parse-catalogue)`,
);
// The dashboard's page and the chrome it shows (lazy-parts.ts `preloadChrome`): the sidebar
// once reached the schemas through the summary box's id. The album preview (view 0 of
// `/preview`) and the summary box beside it (decision 061): the summary (view 1) is a chunk of
// its own, and the catalogue's parse loads when its answer arrives (parse-catalogue.ts).
const SCHEMA_FREE_PAGES = [
  'src/features/dashboard/dashboard-page.tsx',
  'src/features/layout/signed-in-chrome.ts',
  'src/features/layout/summary-box.tsx',
  'src/app/preview-page.tsx',
];
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Decision 061: Mantine's overlays (menus, popovers, tooltips, dialogs) and their positioning
 * code load on first use (use-mount-on-use.ts `onUse`, the dashboard's details dialogs), not
 * with the dashboard, the album preview and the chrome around them.
 */
const OVERLAY_FREE_PAGES = [
  'src/features/dashboard/dashboard-page.tsx',
  'src/app/preview-page.tsx',
  'src/features/layout/signed-in-chrome.ts',
  'src/features/layout/summary-box.tsx',
];
const OVERLAYS =
  /[\\/]@floating-ui[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Menu|Popover|Tooltip|Modal|ModalBase)[\\/]/;

const LEAN_PAGES = [
  { pages: SCHEMA_FREE_PAGES, forbidden: ZOD, what: 'zod', decision: '058' },
  { pages: OVERLAY_FREE_PAGES, forbidden: OVERLAYS, what: "Mantine's overlays", decision: '061' },
];

/** Fails the build when a page above loads what it should not, through its static imports. */
function schemaFreePages(): Plugin {
  return {
    name: 'vinyl:schema-free-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const { pages, forbidden, what, decision } of LEAN_PAGES) {
        for (const page of pages) {
          const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
          if (!start) this.error(`${page} is not a chunk of its own`);
          const seen = new Set<string>();
          const walk = (fileName: string): string | undefined => {
            if (seen.has(fileName)) return undefined;
            seen.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type !== 'chunk') return undefined;
            if (chunk.moduleIds.some((id) => forbidden.test(id))) return fileName;
            for (const imported of chunk.imports) {
              const found = walk(imported);
              if (found) return found;
            }
            return undefined;
          };
          const reached = walk(start.fileName);
          if (reached)
            this.error(`${page} loads ${what} through ${reached} (decision ${decision})`);
        }
      }
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser gets compressed; fonts (woff2), images and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Issue 18 (decision 060): two of Mantine's hooks make React render every component that uses
 * them a second time right after it mounts, inside the page's first commit:
 * - `useId` replaces React's id with a random one from a layout effect (a synchronous render:
 *   every input with a label, every alert, popover and dialog);
 * - `useMediaQuery` starts from `undefined` and reads the query in an effect (every
 *   `Transition` and `Collapse` asks for reduced motion through it).
 * The app renders in the browser only (no server rendering to match), so React's own id is
 * kept and the query is read at once (its effect then finds the same value: no render). Each
 * change names the text it replaces; the build fails when Mantine's code no longer has it.
 */
const MANTINE_HOOK_FIXES = [
  {
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    from: 'setUuid(randomId());',
    to: "/* decision 060: React's id is kept */",
  },
  {
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    from: 'useState(getInitialValueInEffect ? initialValue : getInitialValue(query))',
    to: 'useState(getInitialValueInEffect && typeof initialValue === "boolean" ? initialValue : getInitialValue(query))',
  },
  // Not a hook: MantineProvider's `<MantineCssVariables>`, which providers.tsx turns off
  // (`withCssVariables={false}`; the build writes the variables, decision 059). Its code
  // still came with every page (~3 KB gzipped of the entry) and built Mantine's default
  // variables when its module ran (2–3 ms of the entry's evaluation here); without it here
  // the bundler leaves it out.
  {
    module: /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    from: 'withCssVariables && /* @__PURE__ */ jsx(MantineCssVariables, {\n\t\t\t\t\tcssVariablesSelector,\n\t\t\t\t\tdeduplicateCssVariables\n\t\t\t\t}),',
    to: 'false,',
  },
];

function mantineHookFixes(): Plugin {
  const applied = new Set<number>();
  return {
    name: 'vinyl:mantine-hook-fixes',
    apply: 'build',
    transform(code, id) {
      const index = MANTINE_HOOK_FIXES.findIndex((fix) => fix.module.test(id));
      if (index < 0) return null;
      const fix = MANTINE_HOOK_FIXES[index]!;
      if (code.split(fix.from).length !== 2) {
        throw new Error(`mantineHookFixes: ${id} no longer has \`${fix.from}\` (decision 060)`);
      }
      applied.add(index);
      return { code: code.replace(fix.from, fix.to), map: null };
    },
    buildEnd(error) {
      if (error || applied.size === MANTINE_HOOK_FIXES.length) return;
      const missing = MANTINE_HOOK_FIXES.filter((_, index) => !applied.has(index));
      throw new Error(
        `mantineHookFixes: not in the build: ${missing.map((fix) => fix.module).join(', ')}`,
      );
    },
  };
}

/**
 * Issue 18: every text file of the build also as `.br` (brotli 11) and `.gz` (gzip 9), which
 * the server sends by content negotiation (@fastify/static `preCompressed`); files under
 * 1 KB stay as they are. Compressed once here at the highest levels, never per request.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vinyl:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file);
          if (body.length < 1024) return;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          const [br, gz] = await Promise.all([
            brotli(body, { params }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await fs.writeFile(`${file}.br`, br);
          await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

interface PagePreload {
  scripts: string[];
  styles: string[];
  /** Named only for a signed-in visitor over HTTP/2 (page-modules.ts). */
  signedIn?: true;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

/**
 * Issue 18 (decision 051): `.vite/page-preloads.json`, for each page path of
 * `src/app/page-modules.ts` (the login page; the signed-in pages, decision 060), the files
 * its modules bring that index.html does not load already: their scripts with their static
 * imports, and their stylesheets. The server names them in index.html (preloads), so a first
 * visit fetches the page's code beside the entry, not after the entry has run.
 */
function pagePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vinyl:page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      // What the entry loads itself (index.html's script and its module preloads).
      const loaded = new Set<string>();
      const walk = (key: string, into: Set<string>, css: Set<string>) => {
        const chunk = manifest[key];
        if (!chunk || into.has(chunk.file) || loaded.has(chunk.file)) return;
        into.add(chunk.file);
        for (const sheet of chunk.css ?? []) css.add(sheet);
        for (const imported of chunk.imports ?? []) walk(imported, into, css);
      };
      walk('index.html', loaded, new Set());
      const pages: Record<string, PagePreload> = {};
      for (const [pagePath, { modules, signedIn }] of Object.entries(PAGE_MODULES)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const module of modules) {
          if (!manifest[module]?.isDynamicEntry) {
            throw new Error(
              `page-modules.ts: ${module} (${pagePath}) is not a lazily loaded module`,
            );
          }
          walk(module, scripts, styles);
        }
        pages[pagePath] = {
          scripts: [...scripts],
          styles: [...styles],
          ...(signedIn && { signedIn }),
        };
      }
      await fs.writeFile(
        path.join(outDir, '.vite', 'page-preloads.json'),
        `${JSON.stringify(pages, null, 2)}\n`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mantineComponentStyles(),
    mantineHookFixes(),
    schemaFreePages(),
    pagePreloads(),
    precompressBuild(),
  ],
  resolve: {
    alias: command === 'build' ? [...leanI18nAliases, reactRouterProduction] : leanI18nAliases,
  },
  json: { namedExports: false, stringify: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP (script-src 'self') forbids inline scripts: keep every script a file.
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 18: the libraries every first page needs (React, the router, i18n, Query,
          // Mantine's core) in one file the entry imports, and the app's shell (guard, routes,
          // layout, API client, session) in another, instead of a dozen small ones that each
          // cost a request and compress worse apart; pages keep their own chunks. The form
          // parts the login page shows (and most pages use) are one more file (decision 039).
          groups: [
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'] },
            { name: 'app', test: APP, tags: ['$initial'] },
            { name: 'forms', test: FORM_PARTS },
            {
              name: 'schemas',
              test: SCHEMAS,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The audio analysis' view and its resource: one file for the pages that show it.
            { name: 'audio-analysis', test: /[\\/]src[\\/]shared[\\/]audio-analysis[\\/]/ },
            // The domain's small schema-free rules and Mantine's shared helpers, each one file
            // for the pages that use two or more of them rather than dozens of files under
            // 1 KB: fewer names in the entry's preload map (the login route's budget).
            {
              name: 'domain',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'mantine-utils',
              test: /[\\/]@mantine[\\/](core[\\/]esm[\\/]core|hooks)[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
