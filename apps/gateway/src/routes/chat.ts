import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, requireSession, requireSwitch } from '../http/guards.ts';
import { readQuery } from '../http/input.ts';

/** The chat service is outside the gateway; the demo merchant's lives at this address. */
const CHAT_ROOM = 'https://chat.example.com/room';

const LIVE_MODELS: Schemas['LiveModel'][] = [
  { id: 1, name: 'Aiko', avatarUrl: '/static/models/1.png', online: true },
  { id: 2, name: 'Mei', avatarUrl: '/static/models/2.png', online: true },
  { id: 3, name: 'Sara', avatarUrl: '/static/models/3.png', online: false },
];

export const chatRoutes = new Hono<GatewayEnv>()
  .get('/wps/relay/CBS_chatLaunch', requireSession, requireSwitch('CBS3'), forbidTrial, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        b2c: z.literal('1').optional(),
        language: z.string().max(8).optional(),
        backUrl: z.string().max(1024).optional(),
        headerColor: z.string().max(16).optional(),
        title: z.string().max(64).optional(),
        template: z.literal('v2').optional(),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const url = new URL(CHAT_ROOM);
    url.searchParams.set('merchant', c.get('merchant').code);
    url.searchParams.set('user', c.get('session').username);
    url.searchParams.set('language', parsed.value.language?.includes('CN') ? 'CN' : (parsed.value.language ?? 'EN'));
    url.searchParams.set('template', 'v2');
    if (parsed.value.backUrl) url.searchParams.set('backUrl', parsed.value.backUrl);
    if (parsed.value.headerColor) url.searchParams.set('headerColor', parsed.value.headerColor);
    if (parsed.value.title) url.searchParams.set('title', parsed.value.title);
    const value: Schemas['ChatLaunch'] = { url: url.toString() };
    return success(c, value);
  })
  .get('/wps/relay/CBS_unread', requireSession, requireSwitch('CBS3'), (c) => {
    const row = c
      .get('services')
      .db.prepare("SELECT count(*) AS n FROM message WHERE member_id = ? AND channel = 'chat' AND read_at IS NULL")
      .get(c.get('session').memberId);
    const value: Schemas['UnreadCount'] = { unReadCount: Number(row?.n ?? 0) };
    return success(c, value);
  })
  .get('/wps/relay/CBS_liveModels', requireSwitch('CBS3'), (c) => success(c, LIVE_MODELS));
