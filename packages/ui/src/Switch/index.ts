export { Switch, SwitchControl, type SwitchControlProps, type SwitchProps } from './Switch.tsx';
