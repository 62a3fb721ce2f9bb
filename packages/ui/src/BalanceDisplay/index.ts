export { BalanceDisplay, type BalanceDisplayProps, type BalanceState, balanceStates } from './BalanceDisplay.tsx';
