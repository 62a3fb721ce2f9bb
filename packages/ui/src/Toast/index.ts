export { Toast, type ToastKind, type ToastProps, toastKinds } from './Toast.tsx';
