import type { EarlyRequest } from './earlyAnswers.ts';

export type { EarlyRequest } from './earlyAnswers.ts';

/** Home's announcements: banners of group m_home, player notices and pop-ups, for the mobile site. */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU', groupName: 'm_home', platform: 'M' } as const;

/**
 * What home shows first, asked for by the boot (`startApp`'s `earlyRequests`): the announcements, whose first banner
 * is the largest thing on the first screen, and the image CDNs its address is built on. Module ids as the contract
 * gives them (`earlyAnswers.test.ts` checks them against it).
 */
export const HOME_EARLY_REQUESTS: readonly EarlyRequest[] = [
  { path: '/wps/system/announcements', query: HOME_ANNOUNCEMENTS_QUERY, moduleId: 'COMM3' },
  { path: '/wps/system/image-cdns', moduleId: 'COMM3' },
];
