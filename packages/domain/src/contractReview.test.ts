import { describe, expect, it } from 'vitest';
import { calendarDay, contractReview, ratePercent } from './contractReview.ts';
import type { AwaitingContract } from './entities.ts';

const daily: AwaitingContract = {
  id: 7,
  kind: 'daily',
  agent: 'agent01',
  rate: 1.5,
  threshold: 1000,
  period: 'day',
  proposedAt: Date.UTC(2024, 0, 1),
};
const format = { currencySymbol: 'RM', locale: 'en', timeZone: 'Asia/Kuala_Lumpur' };

describe('contractReview', () => {
  it('shows the seeded daily wage contract of agent01: at least RM 1,000.00 a day earns 1.5%', () => {
    expect(contractReview(daily, format)).toEqual({
      id: 7,
      kind: 'dailyWage',
      proposer: 'agent01',
      proposedAt: '2024-01-01',
      status: 'pending',
      tiers: [{ requirement: 'RM\u00a01,000.00', reward: '1.5%' }],
    });
  });

  it('names hourly wage and dividend contracts as the prompt does', () => {
    expect(contractReview({ ...daily, kind: 'hourly', period: 'hour' }, format).kind).toBe('hourlyWage');
    expect(contractReview({ ...daily, kind: 'dividend', period: 'month' }, format).kind).toBe('dividend');
  });

  it('groups figures for the language: Malay and Chinese read RM 12,500.00 and 12.5%', () => {
    for (const locale of ['ms-MY', 'zh-CN']) {
      const review = contractReview({ ...daily, rate: 12.5, threshold: 12_500 }, { ...format, locale });
      expect(review.tiers).toEqual([{ requirement: 'RM\u00a012,500.00', reward: '12.5%' }]);
    }
  });
});

describe('ratePercent', () => {
  it('keeps up to two decimals and drops trailing zeros', () => {
    expect(ratePercent(0, 'en')).toBe('0%');
    expect(ratePercent(100, 'en')).toBe('100%');
    expect(ratePercent(0.25, 'en')).toBe('0.25%');
    expect(ratePercent(2.125, 'en')).toBe('2.13%');
    expect(ratePercent(1.5, 'en')).toBe('1.5%');
  });
});

describe('calendarDay', () => {
  it('is the day in the player’s time zone: 2024-01-01 16:30 UTC is 2 January in Kuala Lumpur', () => {
    const at = Date.UTC(2024, 0, 1, 16, 30);
    expect(calendarDay(at, 'Asia/Kuala_Lumpur')).toBe('2024-01-02');
    expect(calendarDay(at, 'UTC')).toBe('2024-01-01');
    expect(calendarDay(Date.UTC(2024, 11, 9, 3), 'UTC')).toBe('2024-12-09');
  });
});
