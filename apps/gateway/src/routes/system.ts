import { Hono } from 'hono';
import type { GatewayEnv } from '../context.ts';
import { type Schemas, success } from '../envelope.ts';
import { setting } from '../http/guards.ts';
import { sealValue } from '../security/encryption.ts';

const SOCIAL_TYPES = new Set(['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM']);
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
    for (const row of db
      .prepare('SELECT module_id, enabled FROM merchant_switch WHERE merchant_code = ? ORDER BY module_id')
      .all(merchant.code)) {
      switches[String(row.module_id)] = Number(row.enabled) === 1;
    }
    const templates = new Map(
      db
        .prepare('SELECT name, value FROM template_switch WHERE merchant_code = ?')
        .all(merchant.code)
        .map((row) => [String(row.name), String(row.value)]),
    );
    const socialLinks = db
      .prepare('SELECT type, url FROM social_link WHERE merchant_code = ? ORDER BY type')
      .all(merchant.code)
      .filter((row) => SOCIAL_TYPES.has(String(row.type)))
      .map(
        (row) =>
          ({
            type: String(row.type),
            url: String(row.url),
          }) as Schemas['Whitelabel']['settings']['socialLinks'][number],
      );
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
        },
        currency: { code: merchant.currency, symbol: setting(c, 'currencySymbol') ?? merchant.currency },
        socialLinks,
      },
    };
    return success(c, value);
  })
  .get('/wps/system/customer-service', (c) => {
    const { db, servicePathKey } = c.get('services');
    const list = db
      .prepare('SELECT title, path FROM customer_service WHERE merchant_code = ? ORDER BY sort, id')
      .all(c.get('merchant').code)
      .map((row) => ({ title: String(row.title), path: sealValue(servicePathKey, String(row.path)) }));
    const value: Schemas['CustomerService'] = { pathKey: servicePathKey.toString('base64url'), list };
    return success(c, value);
  })
  .get('/wps/system/download-links', (c) => {
    const value: Record<string, { url: string }> = {};
    for (const row of c
      .get('services')
      .db.prepare('SELECT resource_type, url FROM download_link WHERE merchant_code = ?')
      .all(c.get('merchant').code)) {
      if (DOWNLOAD_TYPES.has(String(row.resource_type))) value[String(row.resource_type)] = { url: String(row.url) };
    }
    return success(c, value as Schemas['DownloadLinks']);
  });
