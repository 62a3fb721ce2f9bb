export { BALANCE_MASK, BalanceDisplay, type BalanceDisplayProps, formatBalance } from './BalanceDisplay.tsx';
