import { WINNERS_BIG_WINS, WINNERS_PER_ROW, WINNERS_SCROLL_ABOVE_ROWS } from './constants.ts';

/** A winner as the board's call answers it; the amount may sit under vo.winAmount instead. */
export interface Winner {
  customerName: string;
  gameName: string;
  iconUrl?: string;
  winAmount?: number;
  vo?: { winAmount?: number };
}

export function winAmountOf(winner: Winner): number {
  return winner.winAmount ?? winner.vo?.winAmount ?? 0;
}

/** The board: sorted by amount, the first 10 big wins, two to a row, scrolling when above 3 rows. */
export function winnersBoard(winners: readonly Winner[]): { rows: Winner[][]; scrolls: boolean } {
  const best = [...winners].sort((a, b) => winAmountOf(b) - winAmountOf(a)).slice(0, WINNERS_BIG_WINS);
  const rows: Winner[][] = [];
  for (let index = 0; index < best.length; index += WINNERS_PER_ROW)
    rows.push(best.slice(index, index + WINNERS_PER_ROW));
  return { rows, scrolls: rows.length > WINNERS_SCROLL_ABOVE_ROWS };
}
