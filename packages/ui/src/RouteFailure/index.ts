export { RouteFailure, type RouteFailureProps } from './RouteFailure.tsx';
