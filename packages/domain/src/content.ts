/** Content rules: notices, promotions, help and the footer. */
import { SOCIAL_LINK_TYPES, type SocialLinkType } from './constants.ts';
import { followableAddress } from './links.ts';

/**
 * Comments, and elements whose content is source rather than text. One pattern, read left to right, so a comment
 * inside a script (or a script inside a comment) ends where a browser ends it; an unclosed one runs to the end.
 *
 * An opening tag with no `>` after it never matches, and searching for that `>` from each of many such tags took
 * time growing with the square of the text. So a tag is not tried when an earlier style, script or template tag
 * stands open before it with no `>` between them (the look-behind, which stops at the nearest `>`): a match that
 * took in the earlier tag ends at a `>` or at the end of the text, so it runs past this tag too; and if the earlier
 * tag found no `>` up to the end, neither can this one.
 */
const HIDDEN =
  /<!--[\s\S]*?(?:-->|$)|<(style|script|template)(?=[\s/>])(?<!<(?:style|script|template)[\s/][^>]*?<\1)[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
/**
 * A tag, from `<` to the next `>`. For the same reason, a `<` is not tried when an earlier `<` is still open before
 * it: the earlier one's match already runs past this one, or there is no `>` left for either.
 */
const TAGS = /<(?<!<[^>]*?<)[^>]*>/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z]+));/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** One pass, so an escaped entity (`&amp;lt;`) reads as itself and is not decoded twice. */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? entity;
    // Stryker disable next-line StringLiteral: the pattern captures hex digits when it captures no decimal or name
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}

/**
 * The text of a notice's HTML, for the notice bar and the notice titles: style, script and template elements are
 * dropped with their content (their source must never show as a title), then comments and tags; the common entities
 * are decoded and runs of white space become one space.
 */
export function stripHtml(html: string): string {
  const text = html.replace(HIDDEN, ' ').replace(TAGS, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * A notice's start date as each view shows it: YYYY/MM/DD in the popup accordion, YYYY-MM-DD in the detail. The
 * server's value may carry a time; only the date is kept. Anything unreadable is shown as it came.
 */
export function noticeDate(startDate: string, view: 'popup' | 'detail'): string {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(startDate);
  if (!match) return startDate;
  const separator = view === 'popup' ? '/' : '-';
  return [match[1], match[2], match[3]].join(separator);
}

export interface PromotionImage {
  url: string;
  sequence: number;
}

/** The promotion's cover: the image with sequence 1. */
export function promotionCover(images: readonly PromotionImage[]): string | undefined {
  return images.find((image) => image.sequence === 1)?.url;
}

/** noExpiry 1 marks a long-term promotion, shown without an end date. */
export function isLongTermPromotion(promotion: { noExpiry?: number }): boolean {
  return promotion.noExpiry === 1;
}

/** The help centre's first tab: query i selects by index, query tag by tag, else the first. */
export function helpTabIndex(tags: readonly string[], query: { i?: string | null; tag?: string | null }): number {
  const byIndex = typeof query.i === 'string' ? Number(query.i) : Number.NaN;
  if (Number.isInteger(byIndex) && byIndex >= 0 && byIndex < tags.length) return byIndex;
  const byTag = query.tag ? tags.indexOf(query.tag) : -1;
  return byTag === -1 ? 0 : byTag;
}

/**
 * The footer's social links: YOUTUBE, FACEBOOK, INSTAGRAM, WHATSAPP, TELEGRAM in that order, only those with a link
 * that may be followed (https, or a path of this site).
 */
export function footerSocialLinks(
  links: readonly { type: SocialLinkType; url: string }[],
): { type: SocialLinkType; href: string }[] {
  return SOCIAL_LINK_TYPES.flatMap((type) => {
    const href = followableAddress(links.find((link) => link.type === type)?.url);
    return href ? [{ type, href }] : [];
  });
}

export interface HelpTopic {
  title: string;
  content: string;
  tag: string;
  children: readonly HelpTopic[];
}

/** The topic of /m/helpDetail?tag=: a topic or a sub-topic at any depth, the first met in the list's order. */
export function findHelpTopic<TTopic extends HelpTopic>(topics: readonly TTopic[], tag: string): TTopic | undefined {
  for (const topic of topics) {
    if (topic.tag === tag) return topic;
    const inner = findHelpTopic(topic.children as readonly TTopic[], tag);
    if (inner) return inner;
  }
  return undefined;
}

/** The footer's help block: one link per topic to /m/help?i={index}; none (no block) when the list is empty. */
export function helpFooterLinks(topics: readonly Pick<HelpTopic, 'title'>[]): { title: string; to: string }[] {
  return topics.map((topic, index) => ({ title: topic.title, to: `/m/help?i=${index}` }));
}
