import { describe, expect, it } from 'vitest';
import { freePlayCheck, isTrial, loginRefusal, promptsContracts, showsAgencyCentre, tracksReadState } from './roles.ts';

/** Every session type the contract lists. */
const SESSION_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;

const table = (rule: (type: (typeof SESSION_TYPES)[number]) => unknown) =>
  Object.fromEntries(SESSION_TYPES.map((type) => [type, rule(type)]));

describe('roles', () => {
  it('let 0, 1 and 2 log in on the member side and answer "Non-member account unable to login" to the rest, trial included', () => {
    expect(table((type) => loginRefusal('member', type))).toEqual({
      0: undefined,
      1: undefined,
      2: undefined,
      4: 'member.not.member',
      40: 'member.not.member',
      41: 'member.not.member',
      42: 'member.not.member',
    });
  });

  it('let 1, 2, 40, 41 and 42 log in on the agent side and answer "Non-agents cannot log in" to 0 and 4', () => {
    expect(table((type) => loginRefusal('agent', type))).toEqual({
      0: 'agent.not.agent',
      1: undefined,
      2: undefined,
      4: 'agent.not.agent',
      40: undefined,
      41: undefined,
      42: undefined,
    });
    expect(loginRefusal('agent', 99)).toBe('agent.not.agent');
  });

  it('pass 0, 1 and 2 through the free-play check and reject the rest', () => {
    expect(table(freePlayCheck)).toEqual({
      0: 'ok',
      1: 'ok',
      2: 'ok',
      4: 'free_reject',
      40: 'free_reject',
      41: 'free_reject',
      42: 'free_reject',
    });
  });

  it('show the agency centre to every type but 0, 4 and 40', () => {
    expect(table(showsAgencyCentre)).toEqual({ 0: false, 1: true, 2: true, 4: false, 40: false, 41: true, 42: true });
  });

  it('prompt for contracts except for 4, 40, 41 and 42', () => {
    expect(table(promptsContracts)).toEqual({ 0: true, 1: true, 2: true, 4: false, 40: false, 41: false, 42: false });
  });

  it('treat type 4 as the trial account whose read state is skipped', () => {
    expect(isTrial(4)).toBe(true);
    expect(isTrial(0)).toBe(false);
    expect(tracksReadState(4)).toBe(false);
    expect(tracksReadState(0)).toBe(true);
    expect(tracksReadState(undefined)).toBe(false);
  });
});
