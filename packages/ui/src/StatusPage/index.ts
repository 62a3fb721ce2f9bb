export { StatusPage, type StatusPageKind, type StatusPageProps, statusPageKinds } from './StatusPage.tsx';
