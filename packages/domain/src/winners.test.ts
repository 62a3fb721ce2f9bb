import { describe, expect, it } from 'vitest';
import { winnersBoard } from './winners.ts';

describe('winners board', () => {
  it('sorts by amount, keeps the first 10 in pairs, and scrolls above 3 rows', () => {
    const winners = Array.from({ length: 14 }, (_, index) =>
      index % 2 === 0
        ? { customerName: `p${index}`, gameName: 'g', winAmount: index }
        : { customerName: `p${index}`, gameName: 'g', vo: { winAmount: index } },
    );
    const board = winnersBoard(winners);
    expect(board.rows).toHaveLength(5);
    expect(board.rows[0]?.map((winner) => winner.customerName)).toEqual(['p13', 'p12']);
    expect(
      board.rows
        .flat()
        .map((winner) => winner.customerName)
        .at(-1),
    ).toBe('p4');
    expect(board.scrolls).toBe(true);
    expect(winnersBoard(winners.slice(0, 6)).scrolls).toBe(false);
    expect(winnersBoard([{ customerName: 'x', gameName: 'g' }]).rows).toEqual([[{ customerName: 'x', gameName: 'g' }]]);
  });
});
