export { type AgentAction, AgentHome, type AgentHomeProps, type AgentSummaryItem } from './AgentHome.tsx';
