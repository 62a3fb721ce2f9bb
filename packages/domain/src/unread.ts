import { FOOTER_UNREAD_CAP } from './constants.ts';

export interface UnreadCounts {
  announcements: number;
  chat: number;
  inbox: number;
}

/** Unread total = announcements + chat + inbox; chat counts only when CBS3 is on. */
export function unreadTotal({ announcements, chat, inbox }: UnreadCounts, chatEnabled: boolean): number {
  return announcements + (chatEnabled ? chat : 0) + inbox;
}

/** The footer badge: nothing at 0, the number up to 99, then "99+". */
export function footerBadge(total: number): string {
  if (total <= 0) return '';
  return total > FOOTER_UNREAD_CAP ? `${FOOTER_UNREAD_CAP}+` : String(total);
}
