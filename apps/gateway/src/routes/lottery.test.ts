import { describe, expect, it } from 'vitest';
import { DEMO_HEADERS, testGateway } from '../testGateway.ts';

interface Draw {
  lottCode: string;
  name: string;
  vassalage: string;
  drawNumber: string;
  drawTime: string;
  nextDrawTime: string;
  numbers: string[];
  prizes: { tier: string; name: string; numbers: string[] }[];
}

/** Saturday 1 March 2025, 12:01:30 in Vietnam (05:01:30 UTC). */
const SATURDAY_NOON = Date.UTC(2025, 2, 1, 5, 1, 30);

function gateway(at = SATURDAY_NOON) {
  const clock = { now: at };
  const { app } = testGateway({ now: () => clock.now });
  const list = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers: { ...DEMO_HEADERS, ...headers } });
    return ((await response.json()) as { value: Draw[] }).value;
  };
  return { list, clock };
}

const shape = (draw: Draw | undefined) => draw?.prizes.map((prize) => [prize.tier, prize.numbers.map((n) => n.length)]);

describe('Numero results', () => {
  it('answer each game’s latest draw with its number, time, five digits and next draw', async () => {
    const { list } = gateway();
    const draws = await list('/lgw/lottery/numero_list');
    expect(draws.map((draw) => [draw.lottCode, draw.drawNumber, draw.drawTime, draw.nextDrawTime])).toEqual([
      ['NUMERO-1', '20250301-0722', '2025-03-01T05:01:00.000Z', '2025-03-01T05:02:00.000Z'],
      ['NUMERO-3', '20250301-0241', '2025-03-01T05:00:00.000Z', '2025-03-01T05:03:00.000Z'],
      ['NUMERO-5', '20250301-0145', '2025-03-01T05:00:00.000Z', '2025-03-01T05:05:00.000Z'],
    ]);
    for (const draw of draws) {
      expect(draw.numbers).toHaveLength(5);
      expect(draw.numbers.every((digit) => /^[0-9]$/.test(digit))).toBe(true);
      expect(draw.prizes).toEqual([]);
    }
  });

  it('tell the same results for a draw on every call, and new ones for the next draw', async () => {
    const { list, clock } = gateway();
    const first = await list('/lgw/lottery/numero_list');
    clock.now += 20_000;
    expect(await list('/lgw/lottery/numero_list')).toEqual(first);
    clock.now += 60_000;
    const next = await list('/lgw/lottery/numero_list');
    expect(next[0]?.drawNumber).toBe('20250301-0723');
    expect(next[0]?.numbers).not.toEqual(first[0]?.numbers);
  });
});

describe('Vietnam Numero results', () => {
  it('answer the northern and southern prize tables, the special prize as the result', async () => {
    const { list } = gateway();
    const [hanoi, saigon] = await list('/lgw/lottery/vn_numero_list');
    expect(shape(hanoi)).toEqual([
      ['special', [5]],
      ['first', [5]],
      ['second', [5, 5]],
      ['third', [5, 5, 5, 5, 5, 5]],
      ['fourth', [4, 4, 4, 4]],
      ['fifth', [4, 4, 4, 4, 4, 4]],
      ['sixth', [3, 3, 3]],
      ['seventh', [2, 2, 2, 2]],
    ]);
    expect(shape(saigon)).toEqual([
      ['special', [6]],
      ['first', [5]],
      ['second', [5]],
      ['third', [5, 5]],
      ['fourth', [5, 5, 5, 5, 5, 5, 5]],
      ['fifth', [4]],
      ['sixth', [4, 4, 4]],
      ['seventh', [3]],
      ['eighth', [2]],
    ]);
    expect(hanoi?.numbers).toEqual(hanoi?.prizes[0]?.numbers);
    expect(saigon?.drawNumber).toBe('20250301-0145');
  });
});

describe('recent Vietnam lottery results', () => {
  it('answer the draws of the last 7 days that have taken place, newest first, on their weekdays', async () => {
    const { list } = gateway();
    const draws = await list('/lgw/lottery/vn_recent_list');
    // Saturday's draws (16:15 onwards) have not taken place at noon; the newest is Friday's northern draw at 18:15.
    expect(draws[0]).toMatchObject({ lottCode: 'VN-MB', drawNumber: '20250228', drawTime: '2025-02-28T11:15:00.000Z' });
    expect(draws.filter((draw) => draw.lottCode === 'VN-MB').map((draw) => draw.drawNumber)).toEqual([
      '20250228',
      '20250227',
      '20250226',
      '20250225',
      '20250224',
      '20250223',
    ]);
    // Ho Chi Minh City draws on Mondays and Saturdays at 16:15: Monday's draw, the next one this afternoon.
    expect(draws.filter((draw) => draw.lottCode === 'VN-HCM')).toEqual([
      expect.objectContaining({
        drawNumber: '20250224',
        drawTime: '2025-02-24T09:15:00.000Z',
        nextDrawTime: '2025-03-01T09:15:00.000Z',
      }),
    ]);
    const friday = draws.filter((draw) => draw.drawNumber === '20250228').map((draw) => draw.lottCode);
    expect(new Set(friday)).toEqual(new Set(['VN-MB', 'VN-GL', 'VN-NT', 'VN-VL', 'VN-BD', 'VN-TV']));
    const times = draws.map((draw) => Date.parse(draw.drawTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(shape(draws.find((draw) => draw.lottCode === 'VN-HCM'))?.[0]).toEqual(['special', [6]]);
  });

  it('speak the asked language: the query first, then the Language header', async () => {
    const { list } = gateway();
    const hcm = (draws: Draw[]) => draws.find((draw) => draw.lottCode === 'VN-HCM');
    expect(hcm(await list('/lgw/lottery/vn_recent_list?language=CN'))).toMatchObject({
      name: '胡志明市',
      prizes: expect.arrayContaining([expect.objectContaining({ tier: 'special', name: '特别奖' })]),
    });
    expect(hcm(await list('/lgw/lottery/vn_recent_list'))?.prizes[0]?.name).toBe('Special prize');
    expect(hcm(await list('/lgw/lottery/vn_recent_list', { Language: 'MS' }))).toMatchObject({
      name: 'Bandar Ho Chi Minh',
      prizes: expect.arrayContaining([expect.objectContaining({ name: 'Hadiah khas' })]),
    });
    expect((await list('/lgw/lottery/numero_list?language=CN'))[0]?.name).toBe('Numero 1分钟');
  });
});
