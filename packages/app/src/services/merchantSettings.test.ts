import { DomainFailure } from '@wl/domain/error-code';
import { describe, expect, it, vi } from 'vitest';
import { isKeptFailure, retryOf } from './failure.ts';
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

  it('keeps a failure for every reader until it is asked again', async () => {
    const failed = new DomainFailure('network.offline');
    const fetchSettings = vi.fn<() => Promise<MerchantSettings>>().mockRejectedValueOnce(failed);
    fetchSettings.mockResolvedValueOnce(settings);
    const source = createMerchantSettings(fetchSettings);
    const first = source.read();
    await expect(first).rejects.toBe(failed);
    // A screen rendering again gets the same failure at once, without asking the gateway.
    expect(source.read()).toBe(first);
    await expect(source.read()).rejects.toBe(failed);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(isKeptFailure(failed)).toBe(true);

    retryOf(failed)?.();
    await expect(source.read()).resolves.toBe(settings);
    expect(fetchSettings).toHaveBeenCalledTimes(2);
    expect(isKeptFailure(failed)).toBe(false);
  });

  it('a Try again of an old failure leaves a newer answer alone', async () => {
    const failed = new DomainFailure('network.timeout');
    const fetchSettings = vi.fn<() => Promise<MerchantSettings>>().mockRejectedValueOnce(failed);
    fetchSettings.mockResolvedValue(settings);
    const source = createMerchantSettings(fetchSettings);
    await expect(source.read()).rejects.toBe(failed);
    const retry = retryOf(failed);
    source.refresh();
    await expect(source.read()).resolves.toBe(settings);
    retry?.();
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
