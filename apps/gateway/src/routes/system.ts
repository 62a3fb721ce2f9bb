import { Hono } from 'hono';
import type { GatewayEnv } from '../context.ts';
import { success } from '../envelope.ts';

export const systemRoutes = new Hono<GatewayEnv>().get('/wps/system/status', (c) => {
  const merchant = c.get('merchant');
  const maintenance = merchant.maintenance === 1;
  const regionRestriction = merchant.region_restriction === 1;
  return success(c, {
    info: maintenance
      ? 'The platform is under maintenance'
      : regionRestriction
        ? 'Region restricted'
        : 'Service normal',
    location: { ip: c.get('clientIp') },
    maintenance,
    regionRestriction,
  });
});
