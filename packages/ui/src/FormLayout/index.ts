export { ErrorSummary, type ErrorSummaryProps, type FieldError } from './ErrorSummary.tsx';
export { FormLayout, type FormLayoutProps } from './FormLayout.tsx';
