import { firstHomeBanner } from '@wl/app/early-answers';
import { askFirstPageEarly, fetchEarlyImage, pageLanguage } from '@wl/app/first-page-early';
import { fallbacksOf, loadCatalogue } from '@wl/i18n/catalogues';
import { earlyRequests } from './earlyRequests.ts';
import { firstRenderNamespaces, firstScreenName, SCREEN_CODE } from './screenCode.ts';

/**
 * The page's first script: as soon as it runs, it asks for the first page's early answers, the first URL's screen (its
 * chunk and every chunk that chunk imports) and the catalogues that screen's first render needs, while the framework
 * downloads; the app's entry could ask for them only once the framework had arrived and run (docs/decisions.md, "The
 * first screen's code, asked with the framework"). The route table and the catalogue loader ask for the same modules
 * again and share these requests; a failure here is theirs to show.
 */
const { pathname } = window.location;
// The first page's answers travel with the framework too, and home's first banner is fetched as soon as they name
// it: the first render paints it instead of waiting for it (docs/decisions.md, "The first page's answers, asked by its
// first script").
askFirstPageEarly(earlyRequests);
const screen = firstScreenName(pathname);
if (screen === 'home') void firstHomeBanner().then((banner) => banner && fetchEarlyImage(banner.src));
SCREEN_CODE[screen]().catch(() => {});
const language = pageLanguage();
for (const code of [language, ...fallbacksOf(language)]) {
  loadCatalogue(code, firstRenderNamespaces(pathname)).catch(() => {});
}
