import * as z from 'zod/mini';
import { call } from './call.ts';
import type { ApiClients } from './client.ts';
import type { ApiResult } from './result.ts';

export const systemStatusSchema = z.object({
  info: z.string(),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

/** GET /wps/system/status (module COMM3). */
export function fetchSystemStatus(clients: ApiClients): Promise<ApiResult<SystemStatusValue>> {
  return call((signal) => clients.wps.GET('/wps/system/status', { signal }), systemStatusSchema, clients.timeoutMs);
}
