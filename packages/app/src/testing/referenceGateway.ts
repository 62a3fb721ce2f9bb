import { join } from 'node:path';
import { type RunningGateway, startGatewayProcess } from '@wl/testing/gateway-process';
import { afterAll, beforeAll } from 'vitest';
import { type AppServices, createAppServices } from '../services/appServices.ts';
import { memoryKeyStore, memoryStorage } from './memory.ts';

/** A browser's storage and device keys, in memory: pass the same one to two services for a returning visit. */
export function memoryBrowser() {
  return { local: memoryStorage(), session: memoryStorage(), keys: memoryKeyStore() };
}
export type MemoryBrowser = ReturnType<typeof memoryBrowser>;

/**
 * The reference gateway (its `wl-gateway` bin, a declared dev dependency) for the tests of one file, over a fresh
 * database: started before them, stopped after. `services()` gives the app's services as a browser runs them against
 * it (merchant DEMO, English), started, with the places its navigator was sent to.
 */
export function referenceGateway() {
  let running: RunningGateway | undefined;
  beforeAll(async () => {
    running = await startGatewayProcess({ command: join(import.meta.dirname, '../../node_modules/.bin/wl-gateway') });
  });
  afterAll(async () => {
    await running?.stop();
  });
  const gateway = (): RunningGateway => {
    if (!running) throw new Error('the reference gateway starts before the tests (beforeAll)');
    return running;
  };
  return {
    get baseUrl() {
      return gateway().baseUrl;
    },
    get databasePath() {
      return gateway().databasePath;
    },
    services(device: MemoryBrowser = memoryBrowser()): {
      app: AppServices;
      device: MemoryBrowser;
      navigations: string[];
    } {
      const navigations: string[] = [];
      const app = createAppServices({
        merchant: 'DEMO',
        device: '3',
        language: () => 'EN',
        storage: { local: device.local, session: device.session },
        deviceKeys: device.keys,
        baseUrl: gateway().baseUrl,
      });
      app.navigator.bind((to, options) => navigations.push(`${to}${options?.replace ? ' (replace)' : ''}`));
      app.start();
      return { app, device, navigations };
    },
  };
}
