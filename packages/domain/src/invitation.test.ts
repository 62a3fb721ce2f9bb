import { describe, expect, it } from 'vitest';
import { invitation } from './invitation.ts';

describe('invitation', () => {
  it("links to this site's registration with the member as referrer, and gives the username to type instead", () => {
    expect(invitation('https://play.example.com', 'demo01', 0)).toEqual({
      link: 'https://play.example.com/m/register?recommenderId=demo01',
      code: 'demo01',
    });
    expect(invitation('http://127.0.0.1:5173', 'agent01', 1)).toEqual({
      link: 'http://127.0.0.1:5173/m/register?recommenderId=agent01',
      code: 'agent01',
    });
  });

  it('keeps a username with characters of its own intact in the link', () => {
    expect(invitation('https://play.example.com', 'a b&c', 0)).toEqual({
      link: 'https://play.example.com/m/register?recommenderId=a+b%26c',
      code: 'a b&c',
    });
  });

  it('refuses a trial account with the trial message', () => {
    expect(invitation('https://play.example.com', 'guest123', 4)).toEqual({ refused: 'trial.forbidden' });
  });
});
