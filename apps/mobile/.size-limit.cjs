// Budget: the JavaScript that the first load of /m/home fetches, gzip. It is read from Vite's manifest: the entry
// of index.html with its static imports, the Home route's lazy chunk with its static imports, and the catalogues of
// the default language (MS), which load before the first render.
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

const files = closure('index.html');
closure('src/routes/Home.tsx', files);
for (const key of Object.keys(manifest)) if (/\/locales\/ms\/[^/]+\.json$/.test(key)) closure(key, files);

module.exports = [
  {
    name: 'first load of /m/home (JS, gzip)',
    path: [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, file)),
    limit: '125 kB',
    gzip: true,
  },
];
