import { describe, expect, it } from 'vitest';
import { firstRenderNamespaces, firstScreenName } from './screenCode.ts';

describe('the first URL’s screen', () => {
  it.each([
    ['/m/slot-games', 'category'],
    ['/m/lott', 'category'],
    ['/m/search-games', 'games'],
    ['/m/provider', 'games'],
    ['/m/login/', 'login'],
    ['/m/securityCenter', 'securityCentre'],
    ['/m/securityCenter/email', 'securityForm'],
    ['/m/withdraw', 'notOffered'],
    ['/m/app', 'appDownload'],
    ['/', 'home'],
    ['/m/no-such-page', 'home'],
  ])('%s opens %s', (path, screen) => {
    expect(firstScreenName(path)).toBe(screen);
  });

  it('home paints with the shell’s catalogues alone; any other first page brings the screens’ texts', () => {
    expect(firstRenderNamespaces('/m/home')).toEqual(['common', 'ui']);
    expect(firstRenderNamespaces('/m/no-such-page')).toEqual(['common', 'ui']);
    expect(firstRenderNamespaces('/m/login')).toEqual(['common', 'ui', 'pages', 'forms']);
  });
});
