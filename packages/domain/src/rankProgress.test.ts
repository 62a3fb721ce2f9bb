import { describe, expect, it } from 'vitest';
import { type RankProgress, rankProgressView, vipLevel } from './rankProgress.ts';

const progress = (completedConditions: number, totalExpectedConditions: number, labelId = 'VIP1'): RankProgress => ({
  currentProgress: { completedConditions, totalExpectedConditions },
  playerRankProgress: { labelId },
});

describe('rank progress', () => {
  it('shows the rank held and the conditions met of those expected, as a whole percentage rounded down', () => {
    expect(rankProgressView(progress(1, 3))).toEqual({ label: 'VIP1', completed: 1, total: 3, percent: 33 });
    expect(rankProgressView(progress(2, 3, 'VIP3'))).toEqual({ label: 'VIP3', completed: 2, total: 3, percent: 66 });
    expect(rankProgressView(progress(0, 4)).percent).toBe(0);
    expect(rankProgressView(progress(4, 4)).percent).toBe(100);
  });

  it('reaches 100 only when every condition is met', () => {
    expect(rankProgressView(progress(199, 200)).percent).toBe(99);
  });

  it('counts a rank that expects nothing as complete, and never shows more met than expected', () => {
    expect(rankProgressView(progress(0, 0))).toEqual({ label: 'VIP1', completed: 0, total: 0, percent: 100 });
    expect(rankProgressView(progress(5, 3))).toEqual({ label: 'VIP1', completed: 3, total: 3, percent: 100 });
    expect(rankProgressView(progress(-1, 3))).toEqual({ label: 'VIP1', completed: 0, total: 3, percent: 0 });
  });
});

describe('VIP level', () => {
  it('takes the level out of the gateway\'s rank label, so the label reads "VIP 1", not "VIP VIP1"', () => {
    expect(vipLevel('VIP1')).toBe('1');
    expect(vipLevel('VIP 12')).toBe('12');
    expect(vipLevel('vip3')).toBe('3');
  });

  it('keeps a label of another form whole', () => {
    expect(vipLevel('Gold')).toBe('Gold');
    expect(vipLevel(' Diamond ')).toBe('Diamond');
    expect(vipLevel('VIP')).toBe('VIP');
    expect(vipLevel(' VIP2 ')).toBe('2');
    expect(vipLevel('SuperVIP1')).toBe('SuperVIP1');
    expect(vipLevel('VIP1\nGold')).toBe('VIP1\nGold');
  });
});
