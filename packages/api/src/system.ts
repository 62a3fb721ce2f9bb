import * as z from 'zod/mini';
import { read } from './call.ts';
import { type ApiClients, type PublicKey, publicKeySchema } from './client.ts';
import { openSealedValue } from './crypto/sealedValue.ts';
import type { components } from './generated/wps.ts';
import { type ApiResult, failure, ok } from './result.ts';

// The key schema lives with the clients, which fetch the key themselves; it is re-exported for this entry's callers.
export { type PublicKey, publicKeySchema } from './client.ts';

type Schemas = components['schemas'];
export type SystemStatusValue = Schemas['SystemStatus'];
export type Whitelabel = Schemas['Whitelabel'];
export type DownloadLinks = Schemas['DownloadLinks'];

export const systemStatusSchema: z.ZodMiniType<SystemStatusValue> = z.object({
  info: z.string(),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});

const onOff = z.literal([0, 1]);
export const whitelabelSchema: z.ZodMiniType<Whitelabel> = z.object({
  switches: z.record(z.string(), z.boolean()),
  templates: z.object({ mem_cen: onOff, dep_func: onOff }),
  settings: z.object({
    ageThreshold: z.literal([18, 21]),
    mobileCodeLogin: z.boolean(),
    mailPasswordRecovery: z.boolean(),
    vip: z.boolean(),
    socialLogin: z.object({
      facebook: z.boolean(),
      google: z.boolean(),
      facebookSignInUrl: z.optional(z.string()),
      googleSignInUrl: z.optional(z.string()),
    }),
    currency: z.object({ code: z.string(), symbol: z.string() }),
    socialLinks: z.array(
      z.object({ type: z.enum(['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM']), url: z.string() }),
    ),
  }),
});

const link = z.object({ url: z.string() });
export const downloadLinksSchema: z.ZodMiniType<DownloadLinks> = z.object({
  IOS: z.optional(link),
  MOBILECONFIG: z.optional(link),
  Android: z.optional(link),
  AppDownloadIcon: z.optional(link),
});

const customerServiceSchema = z.object({
  pathKey: z.string(),
  list: z.array(z.object({ title: z.string(), path: z.string() })),
});

/** A customer-service entry with its link decrypted. */
export interface CustomerServiceLink {
  title: string;
  url: string;
}

/** GET /wps/system/status (module COMM3). */
export function fetchSystemStatus(clients: ApiClients): Promise<ApiResult<SystemStatusValue>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/status', { signal }),
    systemStatusSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/public-key: the key encrypted operations are sealed for (the clients fetch it themselves). */
export function fetchPublicKey(clients: ApiClients): Promise<ApiResult<PublicKey>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/public-key', { signal }),
    publicKeySchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/whitelabel: the merchant's switches, templates and settings. */
export function fetchWhitelabel(clients: ApiClients): Promise<ApiResult<Whitelabel>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/whitelabel', { signal }),
    whitelabelSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/download-links, keyed by resourceType. */
export function fetchDownloadLinks(clients: ApiClients): Promise<ApiResult<DownloadLinks>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/download-links', { signal }),
    downloadLinksSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/**
 * GET /wps/system/customer-service, with every path decrypted under the list's pathKey. A path that does not open
 * makes the whole answer malformed rather than leaving a dead link on screen.
 */
export async function fetchCustomerService(clients: ApiClients): Promise<ApiResult<CustomerServiceLink[]>> {
  const result = await read(
    (signal) => clients.wps.GET('/wps/system/customer-service', { signal }),
    customerServiceSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
  if (!result.ok) return result;
  try {
    const { pathKey, list } = result.value;
    return ok(
      await Promise.all(list.map(async ({ title, path }) => ({ title, url: await openSealedValue(pathKey, path) }))),
    );
  } catch {
    return failure({ kind: 'malformed', status: 200, detail: 'a customer-service path does not decrypt' });
  }
}

export type ImageCdns = components['schemas']['ImageCdns'];

/** GET /wps/system/image-cdns: the CDNs to pick an image base from at random (@wl/domain/image-cdn), and the fallback. */
export function fetchImageCdns(clients: ApiClients): Promise<ApiResult<ImageCdns>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/image-cdns', { signal }),
    z.object({ cdns: z.array(z.string().check(z.minLength(1))), fallback: z.string().check(z.minLength(1)) }),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}
