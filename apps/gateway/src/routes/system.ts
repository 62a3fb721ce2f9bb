import { Hono } from 'hono';
import type { GatewayEnv } from '../context.ts';
import {
  customerService,
  downloadLinks,
  switches as merchantSwitches,
  templates as merchantTemplates,
  socialLinks,
} from '../db/queries/merchants.ts';
import { type Schemas, success } from '../envelope.ts';
import { setting } from '../http/guards.ts';
import { sealValue } from '../security/encryption.ts';

const SOCIAL_TYPES = new Set(['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM']);
/**
 * Image CDNs (docs/decisions.md, "Image CDNs"): the merchant setting `imageCdns` lists base URLs separated by spaces or
 * commas. An entry is a path on the site's own origin or an https URL; anything else is left out. Without the setting
 * the list is the site's own origin, which is also the fallback.
 */
export const IMAGE_CDNS_SETTING = 'imageCdns';
export const DEFAULT_IMAGE_CDN = '/';
const IMAGE_CDN = /^(\/[A-Za-z0-9._~/-]*|https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~/-]*)?)$/;

export function imageCdns(setting: string | undefined): string[] {
  if (setting === undefined) return [DEFAULT_IMAGE_CDN];
  return setting.split(/[\s,]+/).filter((entry) => IMAGE_CDN.test(entry) && !entry.startsWith('//'));
}

const DOWNLOAD_TYPES = new Set(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']);

export const systemRoutes = new Hono<GatewayEnv>()
  .get('/wps/system/status', (c) => {
    const merchant = c.get('merchant');
    const maintenance = merchant.maintenance === 1;
    const regionRestriction = merchant.region_restriction === 1;
    const value: Schemas['SystemStatus'] = {
      info: maintenance
        ? 'The platform is under maintenance'
        : regionRestriction
          ? 'Region restricted'
          : 'Service normal',
      location: { ip: c.get('clientIp') },
      maintenance,
      regionRestriction,
    };
    return success(c, value);
  })
  .get('/wps/system/public-key', (c) => {
    const { keyId, spki } = c.get('services').keyRing;
    const value: Schemas['PublicKey'] = { keyId, algorithm: 'RSA-OAEP-256', spki };
    return success(c, value);
  })
  .get('/wps/system/whitelabel', (c) => {
    const { db } = c.get('services');
    const merchant = c.get('merchant');
    const switches: Record<string, boolean> = {};
    for (const row of merchantSwitches(db, merchant.code)) switches[row.module_id] = Number(row.enabled) === 1;
    const templates = merchantTemplates(db, merchant.code);
    const links = socialLinks(db, merchant.code)
      .filter((row) => SOCIAL_TYPES.has(row.type))
      .map((row) => ({ type: row.type, url: row.url }) as Schemas['Whitelabel']['settings']['socialLinks'][number]);
    const value: Schemas['Whitelabel'] = {
      switches,
      templates: {
        mem_cen: templates.get('mem_cen') === '1' ? 1 : 0,
        dep_func: templates.get('dep_func') === '1' ? 1 : 0,
      },
      settings: {
        ageThreshold: merchant.age_threshold === 21 ? 21 : 18,
        mobileCodeLogin: setting(c, 'mobileCodeLogin') === '1',
        mailPasswordRecovery: setting(c, 'mailPasswordRecovery') === '1',
        vip: setting(c, 'vip') === '1',
        socialLogin: {
          facebook: setting(c, 'socialLogin.facebook') === '1',
          google: setting(c, 'socialLogin.google') === '1',
          ...signInUrl('facebookSignInUrl', setting(c, 'socialLogin.facebookSignInUrl')),
          ...signInUrl('googleSignInUrl', setting(c, 'socialLogin.googleSignInUrl')),
        },
        currency: { code: merchant.currency, symbol: setting(c, 'currencySymbol') ?? merchant.currency },
        socialLinks: links,
      },
    };
    return success(c, value);
  })
  .get('/wps/system/customer-service', (c) => {
    const { db, servicePathKey } = c.get('services');
    const list = customerService(db, c.get('merchant').code).map((row) => ({
      title: row.title,
      path: sealValue(servicePathKey, row.path),
    }));
    const value: Schemas['CustomerService'] = { pathKey: servicePathKey.toString('base64url'), list };
    return success(c, value);
  })
  .get('/wps/system/image-cdns', (c) => {
    const value: Schemas['ImageCdns'] = {
      cdns: imageCdns(setting(c, IMAGE_CDNS_SETTING)),
      fallback: DEFAULT_IMAGE_CDN,
    };
    return success(c, value);
  })
  .get('/wps/system/download-links', (c) => {
    const value: Record<string, { url: string }> = {};
    for (const row of downloadLinks(c.get('services').db, c.get('merchant').code)) {
      if (DOWNLOAD_TYPES.has(row.resource_type)) value[row.resource_type] = { url: row.url };
    }
    return success(c, value as Schemas['DownloadLinks']);
  });

/** A social network's sign-in address, answered only when the operator set an https one. */
function signInUrl<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value?.startsWith('https://') ? ({ [key]: value } as Record<K, string>) : {};
}
