import { describe, expect, it } from 'vitest';
import { helpTabIndex, isLongTermPromotion, noticeDate, promotionCover, stripHtml } from './content.ts';

describe('content rules', () => {
  it('strip HTML from notice titles for the notice bar', () => {
    expect(stripHtml('<p>Big <b>bonus</b>&nbsp;&amp; more</p><script>alert(1)</script>')).toBe('Big bonus & more');
    expect(stripHtml('&lt;3 &quot;wins&quot; &#39;today&#39; &gt;')).toBe('<3 "wins" \'today\' >');
  });

  it('show start dates as YYYY/MM/DD in the popup and YYYY-MM-DD in the detail', () => {
    expect(noticeDate('2026-11-01 08:00:00', 'popup')).toBe('2026/11/01');
    expect(noticeDate('2026/11/01', 'detail')).toBe('2026-11-01');
    expect(noticeDate('soon', 'detail')).toBe('soon');
  });

  it('take sequence 1 as the promotion cover and noExpiry 1 as long-term', () => {
    expect(
      promotionCover([
        { url: 'b', sequence: 2 },
        { url: 'a', sequence: 1 },
      ]),
    ).toBe('a');
    expect(promotionCover([])).toBeUndefined();
    expect(isLongTermPromotion({ noExpiry: 1 })).toBe(true);
    expect(isLongTermPromotion({})).toBe(false);
  });

  it('open the help tab named by query i, else by tag, else the first', () => {
    const tags = ['deposit', 'withdraw', 'games'];
    expect(helpTabIndex(tags, { i: '2' })).toBe(2);
    expect(helpTabIndex(tags, { i: '9', tag: 'withdraw' })).toBe(1);
    expect(helpTabIndex(tags, { tag: 'nope' })).toBe(0);
    expect(helpTabIndex(tags, { i: null, tag: null })).toBe(0);
  });
});
