export { TOAST_DURATIONS, Toast, type ToastKind, type ToastProps, toastKinds } from './Toast.tsx';
