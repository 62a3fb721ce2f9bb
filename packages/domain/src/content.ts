/** Content rules of 02 sections 2 and 3: notices, promotions and help. */

/** Text of a notice's HTML for the scrolling notice bar: tags and entities removed, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
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
  const byIndex = query.i === undefined || query.i === null ? Number.NaN : Number(query.i);
  if (Number.isInteger(byIndex) && byIndex >= 0 && byIndex < tags.length) return byIndex;
  const byTag = query.tag ? tags.indexOf(query.tag) : -1;
  return byTag === -1 ? 0 : byTag;
}
