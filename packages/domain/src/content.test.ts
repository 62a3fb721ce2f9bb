import { describe, expect, it } from 'vitest';
import {
  findHelpTopic,
  footerSocialLinks,
  helpFooterLinks,
  helpTabIndex,
  isLongTermPromotion,
  noticeDate,
  promotionCover,
  stripHtml,
} from './content.ts';

describe('content rules', () => {
  it('strip HTML from notice titles for the notice bar', () => {
    expect(stripHtml('<p>Big <b>bonus</b>&nbsp;&amp; more</p><script>alert(1)</script>')).toBe('Big bonus & more');
    expect(stripHtml('  <span style="color:red">Hot</span>\n\t games ')).toBe('Hot games');
  });

  it('drop style, script and template elements with their source, so it never shows as a title', () => {
    expect(stripHtml('<p>Hot <style>p { color: red }</style>games<script>void 0</script></p>')).toBe('Hot games');
    expect(stripHtml('<template><b>Draft</b> title</template>Weekly <TEMPLATE id="x">hidden</TEMPLATE >bonus')).toBe(
      'Weekly bonus',
    );
    expect(stripHtml('<SCRIPT type="module">if (a < b) go()</SCRIPT>Deposit')).toBe('Deposit');
    expect(stripHtml('Deposit now<style>p { color: red }')).toBe('Deposit now');
    expect(stripHtml('<!-- <script> -->Free spins<!-- a > b -->')).toBe('Free spins');
    expect(stripHtml('<scripture>Psalm</scripture> 23')).toBe('Psalm 23');
  });

  it('decode the common entities once', () => {
    expect(stripHtml('&lt;3 &quot;wins&quot; &#39;today&#39; &apos;now&apos; &gt;')).toBe(
      "<3 \"wins\" 'today' 'now' >",
    );
    expect(stripHtml('&#x4E2D;&#25991; &amp;lt;b&amp;gt; &copy; &#0;')).toBe('中文 &lt;b&gt; &copy; &#0;');
    expect(stripHtml('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
    expect(stripHtml('Free&nbsp;spins')).toBe('Free spins');
  });

  it('decode numeric entities up to the last code point, U+10FFFF, and leave larger ones as written', () => {
    expect(stripHtml('&#1114111;')).toBe('\u{10FFFF}');
    expect(stripHtml('&#x10FFFF;')).toBe('\u{10FFFF}');
    expect(stripHtml('&#1114112; &#x110000;')).toBe('&#1114112; &#x110000;');
  });

  it('show start dates as YYYY/MM/DD in the popup and YYYY-MM-DD in the detail', () => {
    expect(noticeDate('2026-11-01 08:00:00', 'popup')).toBe('2026/11/01');
    expect(noticeDate('2026/11/01', 'detail')).toBe('2026-11-01');
    expect(noticeDate('soon', 'detail')).toBe('soon');
    expect(noticeDate('from 2026-11-01', 'popup')).toBe('from 2026-11-01');
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

  it('take query i only when it is the index of a tab, 0 to the last', () => {
    const tags = ['deposit', 'withdraw', 'games'];
    expect(helpTabIndex(tags, { i: '0', tag: 'games' })).toBe(0);
    expect(helpTabIndex(tags, { i: '2', tag: 'withdraw' })).toBe(2);
    for (const i of ['3', '-1', '1.5', 'x', null, undefined]) {
      expect(helpTabIndex(tags, { i, tag: 'games' }), String(i)).toBe(2);
    }
  });
});

describe('footerSocialLinks', () => {
  it('shows YOUTUBE, FACEBOOK, INSTAGRAM, WHATSAPP and TELEGRAM in that order, each only with a link', () => {
    expect(
      footerSocialLinks([
        { type: 'TELEGRAM', url: 'https://t.me/demo' },
        { type: 'FACEBOOK', url: ' https://facebook.com/demo ' },
        { type: 'YOUTUBE', url: '   ' },
        { type: 'WHATSAPP', url: 'https://wa.me/60123' },
      ]),
    ).toEqual([
      { type: 'FACEBOOK', href: 'https://facebook.com/demo' },
      { type: 'WHATSAPP', href: 'https://wa.me/60123' },
      { type: 'TELEGRAM', href: 'https://t.me/demo' },
    ]);
  });

  it('leaves out a link that is not https or a path of this site', () => {
    expect(
      footerSocialLinks([
        { type: 'YOUTUBE', url: 'javascript:alert(1)' },
        { type: 'FACEBOOK', url: 'http://facebook.com/demo' },
        { type: 'INSTAGRAM', url: '//instagram.com/demo' },
        { type: 'TELEGRAM', url: 'https://t.me/demo' },
      ]),
    ).toEqual([{ type: 'TELEGRAM', href: 'https://t.me/demo' }]);
  });
});

describe('help topics', () => {
  const leaf = (tag: string) => ({ title: tag, content: '', tag, children: [] });
  const topics = [
    {
      title: 'Deposits',
      content: '',
      tag: 'deposit',
      children: [leaf('bank'), { ...leaf('wallets'), children: [leaf('e-wallet')] }],
    },
    { title: 'Games', content: '', tag: 'games', children: [leaf('bank')] },
  ];

  it('finds the topic of ?tag= at any depth, the first in the list order', () => {
    expect(findHelpTopic(topics, 'games')?.title).toBe('Games');
    expect(findHelpTopic(topics, 'e-wallet')?.tag).toBe('e-wallet');
    expect(findHelpTopic(topics, 'bank')).toBe(topics[0]?.children[0]);
    expect(findHelpTopic(topics, 'none')).toBeUndefined();
    expect(findHelpTopic([], 'bank')).toBeUndefined();
  });

  it('links the footer help block to /m/help?i={index}, and has no link without topics', () => {
    expect(helpFooterLinks(topics)).toEqual([
      { title: 'Deposits', to: '/m/help?i=0' },
      { title: 'Games', to: '/m/help?i=1' },
    ]);
    expect(helpFooterLinks([])).toEqual([]);
  });
});
