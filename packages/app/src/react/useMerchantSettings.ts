import { use } from 'react';
import type { MerchantSettings } from '../services/merchantSettings.ts';
import { useAppServices } from './AppServicesContext.tsx';

export type { MerchantSettings } from '../services/merchantSettings.ts';

/**
 * The merchant's white-label switches and settings. Suspends until they have loaded; a failure reaches the nearest
 * error boundary, whose retry calls `refreshMerchantSettings` first.
 */
export function useMerchantSettings(): MerchantSettings {
  const services = useAppServices();
  return use(services.merchantSettings.read());
}
