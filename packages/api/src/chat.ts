import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components, operations } from './generated/wps.ts';
import type { ApiResult } from './result.ts';

export type LiveModel = components['schemas']['LiveModel'];
export type ChatLaunchQuery = NonNullable<operations['launchChat']['parameters']['query']>;

/** GET /wps/relay/CBS_chatLaunch: the chat room URL (b2c=1, template v2; CN when the language contains CN). */
export function launchChat(clients: ApiClients, query: ChatLaunchQuery = {}): Promise<ApiResult<{ url: string }>> {
  const language = query.language?.toUpperCase().includes('CN') ? 'CN' : query.language;
  const sent: ChatLaunchQuery = { b2c: 1, template: 'v2', ...query, language };
  return call(
    (signal) => clients.wps.GET('/wps/relay/CBS_chatLaunch', { params: { query: sent }, signal }),
    z.object({ url: z.string() }),
    clients.timeoutMs,
  );
}

/** GET /wps/relay/CBS_unread: read it only when the CBS3 switch is on. */
export async function fetchChatUnread(clients: ApiClients): Promise<ApiResult<number>> {
  const result = await read(
    (signal) => clients.wps.GET('/wps/relay/CBS_unread', { signal }),
    z.object({ unReadCount: z.int().check(z.gte(0)) }),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
  return result.ok ? { ok: true, value: result.value.unReadCount } : result;
}

/** GET /wps/relay/CBS_liveModels. */
export function listLiveModels(clients: ApiClients): Promise<ApiResult<LiveModel[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/CBS_liveModels', { signal }),
    z.array(z.object({ id: z.int(), name: z.string(), avatarUrl: z.string(), online: z.boolean() })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}
