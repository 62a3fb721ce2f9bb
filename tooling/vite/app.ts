import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import basicSsl from '@vitejs/plugin-basic-ssl';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { type InstallableAppOptions, installableApp } from './pwa.ts';

export interface AppConfigOptions {
  /** The app's port in dev and preview (the player site 5173, the agent build 5174). */
  port: number;
  /**
   * The port of `vite preview --mode http2`: the same build over TLS and HTTP/2, as a production host serves it, with
   * a certificate made for this machine (the player site 5443). See {@link HTTP2_MODE}.
   */
  http2Port?: number;
  /** A web app manifest and a service worker, for a site players add to their home screen. */
  installable?: InstallableAppOptions;
  /**
   * Scripts the page runs inline in its <head>, before any style sheet or module (home's kept banner,
   * `@wl/app/kept-banner-shell`); the page's Content-Security-Policy allows each by its hash and nothing else inline.
   */
  inlineScripts?: readonly string[];
  /**
   * A module the page runs as soon as it arrives, beside the app's entry, importing nothing of the framework (the
   * player site's `src/firstScreenCode.ts`): what it asks for downloads with the framework instead of after it. See
   * {@link firstScriptInPage}.
   */
  firstScript?: string;
}

/** The page colour before any script runs: the product's one theme is dark, so a slow load never flashes white. */
const PAGE_BACKGROUND = '#0f1115';
const PAGE_TEXT = '#f3f4f6';

/**
 * The <head> every app shares, written into each app's index.html at build time, so the pages differ only in their
 * title and description.
 */
export function sharedHead(): Plugin {
  return {
    name: 'wl-shared-head',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      {
        tag: 'meta',
        attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        injectTo: 'head-prepend',
      },
      { tag: 'meta', attrs: { name: 'theme-color', content: PAGE_BACKGROUND }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'color-scheme', content: 'dark' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
      { tag: 'style', children: `html { background: ${PAGE_BACKGROUND}; color: ${PAGE_TEXT}; }`, injectTo: 'head' },
    ],
  };
}

/**
 * The Trusted Types policies the production build may create: the kit's sanitiser (packages/ui RichContent, the only
 * code that writes HTML into the page), DOMPurify's own, which the sanitiser uses to parse server HTML into a
 * detached document where nothing runs or loads, and the one that hands the service worker's same-origin address to
 * register() (packages/app boot/serviceWorker.ts). docs/decisions.md, "The production build's Content-Security-Policy,
 * Trusted Types and security headers".
 */
export const TRUSTED_TYPES_POLICIES = ['wl-sanitiser', 'dompurify', 'wl-service-worker'];

/**
 * The policy the production build is served with: scripts only from the site itself and the app's own inline scripts,
 * each named by its hash (no other inline script, no eval),
 * no plugins, no <base>, never framed, and every HTML or script string written into the page made by a named Trusted
 * Types policy. Styles may be inline: server HTML (notices, pop-ups) carries style attributes. Images may come from
 * any https host (the merchant's image CDNs are named by the gateway at run time) and be data: and blob: URLs (the
 * kit's drawn marks, the picked images' thumbnails). docs/decisions.md, "The production build's
 * Content-Security-Policy, Trusted Types and security headers".
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map((script) => `'${scriptHash(script)}' `).join('')}'report-sample'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/** How a Content-Security-Policy names an inline script it allows: the SHA-256 of its text, in base64. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/**
 * What the production build's host sends with every file it serves (the preview server here, the operator's CDN
 * there). Strict-Transport-Security only counts over https (browsers ignore it on the local http preview); it leaves
 * out includeSubDomains and preload, which would bind every host of an operator's domain.
 */
export const FILE_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * What a page and the service worker's script carry besides: the headers a browser reads only from a document or a
 * worker. On a script, a style sheet or an image they would do nothing, and on HTTP/1.1 they would cost every one of
 * home's 120 files half a kilobyte of headers (about 60 kB a visit).
 */
export function documentHeaders(inlineScripts: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScripts),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
}

/** The gateway's paths, proxied: its answers carry the gateway's own headers. */
const GATEWAY_PATHS = ['/wps', '/lgw', '/art', '/static'];

/** A request for a page or a worker's script: not a built asset, an icon, the manifest or a gateway path. */
export function isDocumentOrWorker(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (GATEWAY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if (path.startsWith('/assets/') || path.startsWith('/icons/')) return false;
  return !/\.(css|png|svg|ico|webmanifest|json|map|woff2?)$/.test(path) && (!path.endsWith('.js') || path === '/sw.js');
}

/**
 * What the built page asks for before its first render, arranged for a slow link (docs/decisions.md, "The first
 * render's styles in the page, its largest file asked for first"):
 * - its style sheets are written into the page (`<style>`), so the first paint waits for no style sheet request;
 *   each with a disabled link to its file (never fetched), so that a lazy chunk's loader sees the sheet is there;
 * - its module files (the entry and the chunks it preloads) are asked for largest first: over HTTP/1.1 the framework
 *   chunk takes the connection that brought the page, which is already open, and the smaller files go on new ones;
 *   over HTTP/2, where the files share one connection, the one the first render cannot start without comes first.
 */
export function firstRenderInPage(): Plugin {
  const MODULE =
    /\n?\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)">(?:<\/script>)?/g;
  const STYLE_SHEET = /\n?\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
  return {
    name: 'wl-first-render-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const sizeOf = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output.code.length : 0;
        };
        const modules = [...html.matchAll(MODULE)];
        const first = modules[0];
        let page = html;
        if (first && modules.length > 1) {
          const largestFirst = [...modules].sort((a, b) => sizeOf(b[1] as string) - sizeOf(a[1] as string));
          // The tags stand together from the first one on, so the page before it is the same with or without them.
          const rest = html.replace(MODULE, '');
          page = `${html.slice(0, first.index)}${largestFirst.map((module) => module[0]).join('')}${rest.slice(first.index)}`;
        }
        return page.replace(STYLE_SHEET, (link, file: string) => {
          const sheet = bundle[file];
          // The disabled link is never fetched; it names the file the style element carries, so the loader of a
          // lazy chunk that lists the same style sheet finds it in the page and does not download it again.
          return sheet?.type === 'asset'
            ? `\n    <style>${String(sheet.source).trim()}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`
            : link;
        });
      },
    },
  };
}

/**
 * The app's first script (`AppConfigOptions.firstScript`), built as an entry of its own and written into the page as
 * an async module script: it runs once its own small imports are in, without waiting for the framework or the app's
 * entry, which a module script's imports and the page's order of deferred scripts would otherwise make it do
 * (docs/decisions.md, "The first screen's code, asked with the framework"). What it imports statically is gathered
 * into `imports`, for `firstScriptChunk`.
 */
export function firstScriptInPage(firstScript: string, imports: Set<string>): Plugin {
  let entry = resolve(firstScript);
  return {
    name: 'wl-first-script-in-page',
    apply: 'build',
    // The page and the first script are the build's two entries, both found from the app's root.
    config({ root }) {
      const appRoot = resolve(root ?? '.');
      entry = resolve(appRoot, firstScript);
      return { build: { rolldownOptions: { input: { index: resolve(appRoot, 'index.html'), first: entry } } } };
    },
    buildEnd() {
      imports.clear();
      const gather = (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info) return;
        for (const imported of info.importedIds) {
          if (imports.has(imported)) continue;
          imports.add(imported);
          gather(imported);
        }
      };
      gather(entry);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === entry,
        );
        if (chunk?.type !== 'chunk') throw new Error(`the build has no entry for the first script ${firstScript}`);
        const preloads = chunk.imports
          .filter((file) => !html.includes(`"/${file}"`))
          .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        return html.replace(
          '</head>',
          `    <script type="module" crossorigin async src="/${chunk.fileName}"></script>${preloads}\n  </head>`,
        );
      },
    },
  };
}

/**
 * What the app's first script imports (the route table, the catalogue loader, Vite's preloading of a lazy module's
 * imports), in one chunk of its own: in the shell chunk, where most of it would go otherwise, the first script would
 * wait for the framework that chunk imports, and as separate files each would cost a request.
 */
function firstScriptChunk(imports: ReadonlySet<string>) {
  return { name: 'first-script', test: (id: string) => imports.has(id) };
}

/**
 * How long a browser keeps a built file: the files under /assets/ are named by the hash of their content, so a file
 * of that name never changes and a new build names its files anew. Kept for a year without asking again, a repeat
 * visit's scripts, styles and fonts come from the browser's cache even where the service worker is not (its first
 * visit, a browser that cleared it, a private window), where they were otherwise asked again one by one to hear that
 * nothing had changed. Pages and the worker's script keep `no-cache`: they name the build's files, and a new build is
 * seen at the next visit.
 */
export const BUILT_FILE_CACHE = 'public, max-age=31536000, immutable';

/** A file of the build named by its content's hash (`build.rolldownOptions.output`'s file names). */
export function isHashedBuildFile(url: string): boolean {
  return (url.split('?')[0] ?? '').startsWith('/assets/');
}

/** The built files that travel compressed, by their extension, with the type each is sent as. */
const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** The encodings a built file is kept in beside itself, in the order a server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * A built file compressed once, at build time, with each encoding's strongest setting: brotli at quality 11 and gzip at
 * level 9. A server compressing as it sends uses a faster setting (the preview server's gzip at level 6 and no brotli),
 * and cannot spend seconds on a file; a file compressed at build time costs nothing to send. Nothing when the
 * compressed file would not be smaller.
 */
export function compressedCopies(source: Uint8Array): { suffix: string; bytes: Uint8Array }[] {
  const copies = [
    {
      suffix: '.br',
      bytes: brotliCompressSync(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
    },
    { suffix: '.gz', bytes: gzipSync(source, { level: zlibConstants.Z_BEST_COMPRESSION }) },
  ];
  return copies.filter((copy) => copy.bytes.byteLength < source.byteLength);
}

/**
 * The encoding of a built file to send for a request's Accept-Encoding, among those the file has beside it: brotli
 * before gzip; none when the browser takes neither (the file goes as it is).
 */
export function chosenEncoding(acceptEncoding: string, has: (suffix: string) => boolean) {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return ENCODINGS.find((encoding) => accepted.has(encoding.name) && has(encoding.suffix));
}

/**
 * How the built files travel (docs/decisions.md, "How the built files are served"): each script, style sheet and
 * drawing under /assets/ is written beside itself compressed (`compressedCopies`: `.br` and `.gz`), and the preview
 * server sends the copy the browser takes, with BUILT_FILE_CACHE. Every browser the players use takes brotli, which
 * makes home's scripts about an eighth smaller than gzip does. An operator's host serves the same copies (nginx's
 * `brotli_static` and `gzip_static`, a CDN's precompressed files).
 */
export function builtFilesServed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wl-built-files-served',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle({ dir }, bundle) {
      for (const output of Object.values(bundle)) {
        if (!output.fileName.startsWith('assets/') || !(extname(output.fileName) in COMPRESSED_TYPES)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        for (const copy of compressedCopies(typeof source === 'string' ? Buffer.from(source) : source)) {
          writeFileSync(join(dir ?? outDir, `${output.fileName}${copy.suffix}`), copy.bytes);
        }
      }
    },
    configurePreviewServer(server) {
      const files = new Map<string, Buffer | null>();
      const read = (path: string) => {
        if (!files.has(path)) files.set(path, existsSync(path) ? readFileSync(path) : null);
        return files.get(path) ?? null;
      };
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (!isHashedBuildFile(url)) return next();
        const path = decodeURIComponent(url.split('?')[0] ?? '');
        const type = COMPRESSED_TYPES[extname(path)];
        const file = join(outDir, path);
        const encoding =
          type && (req.method === 'GET' || req.method === 'HEAD') && file.startsWith(`${outDir}/assets/`)
            ? chosenEncoding(String(req.headers['accept-encoding'] ?? ''), (suffix) => read(file + suffix) !== null)
            : undefined;
        const body = encoding ? read(file + encoding.suffix) : null;
        if (!encoding || !body || !type) {
          // As it is (an image, a font, a file too small to gain): the static server sends it, with this cache line
          // in place of its own `no-cache`, which it writes with the response's head.
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            setHeader(name, name.toLowerCase() === 'cache-control' ? BUILT_FILE_CACHE : value);
          res.setHeader('Cache-Control', BUILT_FILE_CACHE);
          return next();
        }
        for (const [name, value] of Object.entries(FILE_HEADERS)) res.setHeader(name, value);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Content-Length', body.byteLength);
        const vary = res.getHeader('Vary');
        res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
        res.setHeader('Cache-Control', BUILT_FILE_CACHE);
        res.statusCode = 200;
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/**
 * The preview server sends `documentHeaders` with pages and the worker, FILE_HEADERS with every file; each page runs
 * the app's inline scripts first.
 */
function pageHeadersAndScripts(inlineScripts: readonly string[]): Plugin {
  const headers = Object.entries(documentHeaders(inlineScripts));
  return {
    name: 'wl-document-headers',
    // After the title, ahead of the styles and modules the build adds: a script after a style sheet waits for it.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '</title>',
          `</title>${inlineScripts.map((script) => `\n    <script>${script}</script>`).join('')}`,
        ),
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isDocumentOrWorker(req.url ?? '/')) for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * React, the router and i18next in one chunk: the first render of a screen needs all of them, and as separate files
 * they queued behind each other on a phone's few connections (HTTP/1.1 allows 6 per host), which cost /m/home about
 * 250 ms of Lighthouse's LCP on a slow link. Not react-i18next's `Trans` (with the HTML parser it brings, about 4 kB
 * gzip): only the registration form's consent line uses it, and it loads with that screen.
 */
const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/](?!dist[\\/]es[\\/]Trans)/,
};

/**
 * Everything else of the packages that the first render of a page needs (the boot, the layout, the kit's header and
 * buttons, the catalogue loader and the modules they import), in one chunk: what the entry imports statically
 * (Rolldown's `$initial` tag). As separate files, each cost the first render a request on a phone's few connections.
 */
const SHELL_CHUNK = {
  name: 'shell',
  tags: ['$initial' as const],
  test: /[\\/](packages|node_modules)[\\/]/,
};

/**
 * The small modules that four or more screens share (the domain's codes and rules, the app layer's hooks, the kit's
 * little parts), with what they import, in two chunks: those that run on the machines' or the calls' runtime (XState,
 * zod, openapi-fetch), with it, and those that do not. Split by which screens use them, they made 30 to 40 files of a
 * few hundred bytes each for one screen; over HTTP/1.1 a phone fetches 6 at a time, and a category screen's first
 * paint waited for about six rounds of them. Two files cost each first visit a few kilobytes it may not use and save
 * those rounds (docs/decisions.md, "Fewer, larger chunks"). Apart from the runtime, the light ones let a screen draw
 * its frame before the runtime has downloaded (docs/decisions.md, "The login form drawn before its code").
 */
function sharedChunks(runtimeUsers: ReadonlySet<string>) {
  const packages = /[\\/]packages[\\/](app|domain|api|ui)[\\/]/;
  return [
    {
      name: 'shared-light',
      test: (id: string) => packages.test(id) && !runtimeUsers.has(id),
      maxModuleSize: 1_500,
      minShareCount: 4,
    },
    { name: 'shared', test: packages, maxModuleSize: 1_500, minShareCount: 4 },
  ];
}

/** The libraries the machines and the calls run on: XState with its React binding, zod and openapi-fetch. */
const RUNTIME = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|zod|openapi-fetch)[\\/]/;

/**
 * Finds, once the build has read every module, the modules that import the runtime, directly or through others, for
 * `sharedChunks` to keep apart from those that do not.
 */
function runtimeUsersOf(users: Set<string>): Plugin {
  return {
    name: 'wl-runtime-users',
    apply: 'build',
    buildEnd() {
      users.clear();
      // From the runtime's modules up through everything that imports them.
      const queue = [...this.getModuleIds()].filter((id) => RUNTIME.test(id));
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          if (users.has(importer)) continue;
          users.add(importer);
          queue.push(importer);
        }
      }
    },
  };
}

/**
 * `vite preview --mode http2` serves the built app over TLS and HTTP/2 on the app's `http2Port`, with a self-signed
 * certificate for 127.0.0.1 and localhost (made once, kept in Vite's cache folder). Production hosts serve the site
 * this way: over HTTP/1.1 a phone opens at most six connections and pays a handshake and a slow start on each, over
 * HTTP/2 every file of the page shares one warm connection. Lighthouse measures this server (docs/decisions.md,
 * "Measured over HTTP/2, as production serves it"); people and the other suites use the plain HTTP port, which needs
 * no certificate.
 */
const HTTP2_MODE = 'http2';

/** A vendor's grey logo at the site's root, `/<vassalage>_grey.png` (a key starting with ^ is a pattern to Vite's proxy). */
const GREY_LOGO_PATH = '^/[A-Za-z0-9_-]{1,64}_grey\\.png$';

/**
 * The Vite configuration of an app: React, vanilla-extract, the shared head, and /wps, /lgw, /art, /static and the
 * vendors' grey logos (the gateway's generated lobby art) proxied to the gateway in dev and in preview, so the browser
 * sees one origin as in production.
 */
export function appConfig({ port, http2Port, installable, inlineScripts = [], firstScript }: AppConfigOptions) {
  const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8787';
  const proxy = {
    '/wps': gateway,
    '/lgw': gateway,
    '/art': gateway,
    '/static': gateway,
    // The vendors' grey logos, which the vendor strip asks for at the root of the image CDN (`/` is the site itself).
    [GREY_LOGO_PATH]: gateway,
  };
  const firstScriptImports = new Set<string>();
  const runtimeUsers = new Set<string>();
  return defineConfig(({ mode, isPreview }) => {
    const http2 = isPreview === true && mode === HTTP2_MODE && http2Port !== undefined;
    return {
      plugins: [
        react(),
        vanillaExtractPlugin(),
        sharedHead(),
        pageHeadersAndScripts(inlineScripts),
        ...(firstScript ? [firstScriptInPage(firstScript, firstScriptImports)] : []),
        firstRenderInPage(),
        builtFilesServed(),
        runtimeUsersOf(runtimeUsers),
        ...(installable ? installableApp(installable) : []),
        ...(http2 ? [basicSsl({ name: 'wl-preview', domains: ['127.0.0.1', 'localhost'] })] : []),
      ],
      server: { host: '127.0.0.1', port, strictPort: true, proxy },
      preview: { host: '127.0.0.1', port: http2 ? http2Port : port, strictPort: true, proxy, headers: FILE_HEADERS },
      build: {
        manifest: true,
        target: 'es2022',
        // Every browser the players use preloads modules itself (Chrome and Android's WebView since 66, Safari since
        // 17); the polyfill cost each first render about 300 bytes. Without it an older Safari fetches each chunk
        // when it is imported instead of ahead.
        modulePreload: { polyfill: false },
        // Maps are written for developers and error reports, but no file names its map: the comment that would cost
        // every file of a player's download about 30 bytes gzip (half a kilobyte of home's first render).
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                ...(firstScript ? [firstScriptChunk(firstScriptImports)] : []),
                FRAMEWORK_CHUNK,
                SHELL_CHUNK,
                ...sharedChunks(runtimeUsers),
              ],
            },
            // Named by hash alone: the entry lists every lazy chunk's file for preloading, and on a phone each byte of
            // that list is part of the first render (the manifest and the source maps still name each chunk's source).
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
          },
        },
      },
      test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
    };
  });
}
