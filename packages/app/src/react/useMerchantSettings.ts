import { createContext, use } from 'react';
import type { MerchantSettings } from '../services/merchantSettings.ts';
import { useAppServices } from './AppServicesContext.tsx';

export type { MerchantSettings } from '../services/merchantSettings.ts';

/**
 * The settings a screen's frame is drawn with before the services have loaded (the boot's early answer): inside it,
 * `useMerchantSettings` answers them at once (docs/decisions.md, "The login form drawn before its code").
 */
export const FrameSettingsContext = createContext<MerchantSettings | null>(null);

/**
 * The merchant's white-label switches and settings. Suspends until they have loaded; a failure reaches the nearest
 * error boundary, whose retry calls `refreshMerchantSettings` first. Inside a frame, the frame's settings.
 */
export function useMerchantSettings(): MerchantSettings {
  const frame = use(FrameSettingsContext);
  if (frame) return frame;
  return use(useAppServices().merchantSettings.read());
}
