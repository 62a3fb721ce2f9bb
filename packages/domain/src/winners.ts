import { WINNERS_BIG_WINS, WINNERS_PER_ROW, WINNERS_SCROLL_ABOVE_ROWS } from './constants.ts';

/** A winner as the board's call answers it; the amount may sit under vo.winAmount instead. */
export interface Winner {
  customerName: string;
  gameName: string;
  iconUrl?: string;
  winAmount?: number;
  vo?: { winAmount?: number };
}

/** A winner on the board, with its amount as the screen shows it when the caller passed a formatter. */
export type BoardWinner = Winner & { formattedAmount?: string };

export function winAmountOf(winner: Winner): number {
  return winner.winAmount ?? winner.vo?.winAmount ?? 0;
}

/**
 * The board: sorted by amount, the first 10 big wins, two to a row, scrolling when above 3 rows. The amount's text is
 * the caller's (formatMoney with the merchant's symbol and the app's locale), so the board keeps no money format.
 */
export function winnersBoard(
  winners: readonly Winner[],
  formatAmount?: (amount: number) => string,
): { rows: BoardWinner[][]; scrolls: boolean } {
  const best: BoardWinner[] = [...winners]
    .sort((a, b) => winAmountOf(b) - winAmountOf(a))
    .slice(0, WINNERS_BIG_WINS)
    .map((winner) => (formatAmount ? { ...winner, formattedAmount: formatAmount(winAmountOf(winner)) } : winner));
  const rows: BoardWinner[][] = [];
  for (let index = 0; index < best.length; index += WINNERS_PER_ROW)
    rows.push(best.slice(index, index + WINNERS_PER_ROW));
  return { rows, scrolls: rows.length > WINNERS_SCROLL_ABOVE_ROWS };
}
