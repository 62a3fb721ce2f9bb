export { type Winner, WinnersBoard, type WinnersBoardProps, winnersBoardStatuses } from './WinnersBoard.tsx';
