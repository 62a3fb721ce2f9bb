import { describe, expect, it } from 'vitest';
import {
  AGENT_SIDE_TYPES,
  CONTRACT_EXEMPT_TYPES,
  DEFAULT_LANGUAGE,
  FREE_PLAY_ALLOWED_TYPES,
  IOS_RECOMMENDED_VERSION,
  JACKPOT,
  MEMBER_SIDE_TYPES,
  NON_AGENT_TYPES,
  THEME,
} from './constants.ts';

describe("the specification's settings", () => {
  it('open in Malay, recommend iOS 12.4 or later, and store the one theme as dark', () => {
    expect(DEFAULT_LANGUAGE).toBe('MS');
    expect(IOS_RECOMMENDED_VERSION).toBe('12.4');
    expect(THEME).toBe('dark');
  });
});

/** Every session type the contract lists. */
const SESSION_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;

describe('session type sets', () => {
  it('only name known session types', () => {
    for (const set of [
      NON_AGENT_TYPES,
      CONTRACT_EXEMPT_TYPES,
      MEMBER_SIDE_TYPES,
      AGENT_SIDE_TYPES,
      FREE_PLAY_ALLOWED_TYPES,
    ]) {
      for (const type of set) expect(SESSION_TYPES).toContain(type);
    }
  });

  it('split every type but trial between the member side and the agent side, with member-agents on both', () => {
    for (const type of SESSION_TYPES.filter((type) => type !== 4)) {
      expect(MEMBER_SIDE_TYPES.includes(type) || AGENT_SIDE_TYPES.includes(type)).toBe(true);
    }
    expect(MEMBER_SIDE_TYPES).not.toContain(4);
    expect(MEMBER_SIDE_TYPES.filter((type) => AGENT_SIDE_TYPES.includes(type))).toEqual([1, 2]);
  });

  it('never let a trial account pass the free-play check', () => {
    expect(FREE_PLAY_ALLOWED_TYPES).not.toContain(4);
  });
});

describe('jackpot ranges', () => {
  it('are well formed', () => {
    expect(JACKPOT.counterStart.min).toBeLessThan(JACKPOT.counterStart.max);
    expect(JACKPOT.counterIncrement.min).toBeLessThan(JACKPOT.counterIncrement.max);
    expect(JACKPOT.home.min).toBeLessThan(JACKPOT.home.max);
  });
});
