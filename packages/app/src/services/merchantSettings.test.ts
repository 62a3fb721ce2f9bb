import { describe, expect, it, vi } from 'vitest';
import { createMerchantSettings, type MerchantSettings } from './merchantSettings.ts';

const settings = { switches: { PTSYS3: true }, templates: { mem_cen: 1, dep_func: 1 } } as unknown as MerchantSettings;

describe('the merchant settings source', () => {
  it('asks the gateway once, however many screens read it', async () => {
    const fetchSettings = vi.fn(async () => settings);
    const source = createMerchantSettings(fetchSettings);
    const [first, second] = await Promise.all([source.read(), source.read()]);
    expect(await source.read()).toBe(settings);
    expect(first).toBe(second);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next read asks again', async () => {
    const fetchSettings = vi.fn<() => Promise<MerchantSettings>>().mockRejectedValueOnce(new Error('network.offline'));
    fetchSettings.mockResolvedValueOnce(settings);
    const source = createMerchantSettings(fetchSettings);
    await expect(source.read()).rejects.toThrow('network.offline');
    await expect(source.read()).resolves.toBe(settings);
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });

  it('asks again after a refresh', async () => {
    const fetchSettings = vi.fn(async () => settings);
    const source = createMerchantSettings(fetchSettings);
    await source.read();
    source.refresh();
    await source.read();
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });
});
