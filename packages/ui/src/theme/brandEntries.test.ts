import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * What a consumer's bundle carries when it imports an entry: the entry built as a library, as an app's Vite build
 * would take it, with its CSS and JavaScript read back. A brand's colour in the output means its class came along.
 */
async function bundle(entry: string): Promise<{ css: string; js: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'entry' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const text = (predicate: (name: string) => boolean) =>
    files
      .filter((file) => predicate(file.fileName))
      .map((file) => (file.type === 'chunk' ? file.code : String(file.source)))
      .join('\n');
  return { css: text((name) => name.endsWith('.css')), js: text((name) => name.endsWith('.js')) };
}

// The dark theme's primary and the second brand's, and the second brand's name.
const DARK_PRIMARY = '#f5b82e';
const EMERALD_PRIMARY = '#34d399';
const EMERALD_NAME = 'Emerald Club';

describe('brand entries', () => {
  it('keep the second brand out of a bundle that imports only @wl/ui/theme', async () => {
    const { css, js } = await bundle('./index.ts');
    expect(css).toContain(DARK_PRIMARY);
    expect(css).not.toContain(EMERALD_PRIMARY);
    expect(js).not.toContain(EMERALD_NAME);
  }, 30_000);

  it('bring the second brand with @wl/ui/theme/brands/emerald', async () => {
    const { css, js } = await bundle('./brands/emerald/index.ts');
    expect(css).toContain(EMERALD_PRIMARY);
    expect(js).toContain(EMERALD_NAME);
  }, 30_000);

  it('keep the runtime loader free of any brand but the shape it checks against', async () => {
    const { css, js } = await bundle('./runtimeBrand.ts');
    expect(css).not.toContain(EMERALD_PRIMARY);
    expect(js).not.toContain(EMERALD_NAME);
    // Only the contract's variable names reach the page: no vanilla-extract runtime to build classes with.
    expect(js).not.toMatch(/createTheme|generateIdentifier/);
  }, 30_000);
});
