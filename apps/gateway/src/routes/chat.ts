import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { unreadMessages } from '../db/queries/memberCentre.ts';
import { type Schemas, success } from '../envelope.ts';
import { forbidTrial, requireSession, requireSwitch } from '../http/guards.ts';
import { query } from '../http/input.ts';
import { artUrl } from './art.ts';

/** The chat service is outside the gateway; the demo merchant's lives at this address. */
const CHAT_ROOM = 'https://chat.example.com/room';

const LIVE_MODELS: Schemas['LiveModel'][] = [
  { id: 1, name: 'Aiko', avatarUrl: artUrl('avatar', 'model-1'), online: true },
  { id: 2, name: 'Mei', avatarUrl: artUrl('avatar', 'model-2'), online: true },
  { id: 3, name: 'Sara', avatarUrl: artUrl('avatar', 'model-3'), online: false },
];

export const chatRoutes = new Hono<GatewayEnv>()
  .get(
    '/wps/relay/CBS_chatLaunch',
    requireSession,
    requireSwitch('CBS3'),
    forbidTrial,
    query(
      z.strictObject({
        b2c: z.literal('1').optional(),
        language: z.string().max(8).optional(),
        backUrl: z.string().max(1024).optional(),
        headerColor: z.string().max(16).optional(),
        title: z.string().max(64).optional(),
        template: z.literal('v2').optional(),
      }),
    ),
    (c) => {
      const launch = c.req.valid('query');
      const url = new URL(CHAT_ROOM);
      url.searchParams.set('merchant', c.get('merchant').code);
      url.searchParams.set('user', c.get('session').username);
      url.searchParams.set('language', launch.language?.includes('CN') ? 'CN' : (launch.language ?? 'EN'));
      url.searchParams.set('template', 'v2');
      if (launch.backUrl) url.searchParams.set('backUrl', launch.backUrl);
      if (launch.headerColor) url.searchParams.set('headerColor', launch.headerColor);
      if (launch.title) url.searchParams.set('title', launch.title);
      const value: Schemas['ChatLaunch'] = { url: url.toString() };
      return success(c, value);
    },
  )
  .get('/wps/relay/CBS_unread', requireSession, requireSwitch('CBS3'), (c) => {
    const value: Schemas['UnreadCount'] = {
      unReadCount: unreadMessages(c.get('services').db, c.get('session').memberId, 'chat'),
    };
    return success(c, value);
  })
  .get('/wps/relay/CBS_liveModels', requireSwitch('CBS3'), (c) => success(c, LIVE_MODELS));
