export {
  pairUp,
  WINNERS_PER_ROW,
  WINNERS_SHOWN,
  WINNERS_VISIBLE_ROWS,
  type Winner,
  WinnersBoard,
  type WinnersBoardProps,
  winnersBoardStatuses,
} from './WinnersBoard.tsx';
