/**
 * The texts the screens other than home need (catalogue namespaces loaded on demand, docs/decisions.md
 * "Catalogues"): a screen's code waits for them as it loads, so it never paints a key in place of a text.
 */
let provide: (load: () => Promise<void>) => void = () => {};
const loader = new Promise<() => Promise<void>>((resolve) => {
  provide = resolve;
});

/** Given once by the boot, with the language loaded. */
export function provideScreenTexts(load: () => Promise<void>): void {
  provide(load);
}

/** Settles once the screens' texts of the current language are in. */
export async function screenTextsLoaded(): Promise<void> {
  await (await loader)();
}
