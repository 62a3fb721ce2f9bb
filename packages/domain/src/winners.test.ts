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

  it("adds each winner's amount as the caller formats it, wherever the amount sits", () => {
    const board = winnersBoard(
      [
        { customerName: 'a', gameName: 'g', winAmount: 1500 },
        { customerName: 'b', gameName: 'g', vo: { winAmount: 98_000.5 } },
        { customerName: 'c', gameName: 'g' },
      ],
      (amount) => `RM ${amount}`,
    );
    expect(board.rows.flat().map((winner) => [winner.customerName, winner.formattedAmount])).toEqual([
      ['b', 'RM 98000.5'],
      ['a', 'RM 1500'],
      ['c', 'RM 0'],
    ]);
  });
});
