// Budgets of the first load of /m/home, gzip, read from Vite's manifest (docs/decisions.md, "Performance budgets"),
// JavaScript and the CSS of the same chunks:
// - first render: the module script index.html asks for (the entry) with its static imports, the Home route's chunk
//   with its static imports, and the catalogues of the default language (MS) that load before the first render
//   (common and ui);
// - with the services: that, plus the app layer's services (API clients, session and status actors) and the rest of
//   the Malay catalogues, which load in parallel and never hold up the first paint, with their static imports; not
//   the catalogues only other screens need (pages, forms), which home never fetches. The chunks that load after the
//   services (footer, session header, machines of the hooks) are not in this walk: what /m/home fetches until idle
//   is measured in the browser by e2e/performance.spec.ts.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

function keyEndingWith(suffix) {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the manifest: did the build change?`);
  return key;
}

// What index.html asks for: its module scripts (the entry, and the first script that asks for the first screen's code
// and texts) with the chunks they import statically.
const page = readFileSync(join(dist, 'index.html'), 'utf8');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const firstRender = new Set();
for (const [, file] of page.matchAll(/<script type="module" crossorigin (?:async )?src="\/([^"]+)"/g)) {
  if (!keyOfFile.has(file)) throw new Error(`index.html asks for ${file}, which the manifest does not name`);
  closure(keyOfFile.get(file), firstRender);
}
if (firstRender.size === 0) throw new Error('index.html asks for no module script: did the build change?');
closure('src/routes/Home.tsx', firstRender);
for (const key of Object.keys(manifest)) if (/\/locales\/ms\/(common|ui)\.json$/.test(key)) closure(key, firstRender);

const untilIdle = closure(keyEndingWith('/app/src/boot/browserServices.ts'), new Set(firstRender));
for (const key of Object.keys(manifest)) {
  if (/\/locales\/ms\/[^/]+\.json$/.test(key) && !/\/(pages|forms)\.json$/.test(key)) closure(key, untilIdle);
}

/** The style sheets the same chunks bring: vanilla-extract writes each chunk's CSS beside it. */
function stylesOf(files) {
  const sheets = new Set();
  for (const chunk of Object.values(manifest))
    if (files.has(chunk.file)) for (const css of chunk.css ?? []) sheets.add(css);
  return [...sheets].map((file) => join(dist, file));
}

const javascript = (files) => [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, file));

module.exports = [
  // The page itself carries the first render's style sheets (tooling/vite/app.ts, firstRenderInPage).
  { name: 'the page, with its styles (HTML, gzip)', path: join(dist, 'index.html'), limit: '5 kB', gzip: true },
  { name: 'first render of /m/home (JS, gzip)', path: javascript(firstRender), limit: '125 kB', gzip: true },
  {
    name: 'first render and the services of /m/home (JS, gzip)',
    path: javascript(untilIdle),
    // The services share two chunks with the screens' small common modules (tooling/vite/app.ts, `sharedChunks`),
    // some of which they do not use; home's lobby loads the same chunks, and what home fetches until idle fell from
    // 221.7 kB to 209.8 kB with them (e2e/performance.spec.ts measures that). The first script's chunk (the route table
    // and the catalogue loader, moved out of the entry and the shell) costs about 1.3 kB more as a file of its own; it
    // lets the first screen's code and texts download with the framework (docs/decisions.md, "The first screen's code,
    // asked with the framework"). The common modules as two chunks, with and without the machines' and the calls'
    // runtime, and the frame's early settings cost about 1.5 kB more; a screen can then draw its frame before that
    // runtime (docs/decisions.md, "The login form drawn before its code"). A category screen drawn before its code
    // costs home about 0.6 kB more: the vendor strip joins those small common modules, and the services' hook that
    // swaps a drawing for its live code (docs/decisions.md, "A category screen drawn before its code").
    limit: '174.5 kB',
    gzip: true,
  },
  { name: 'CSS of the first render and the services (gzip)', path: stylesOf(untilIdle), limit: '20 kB', gzip: true },
];
