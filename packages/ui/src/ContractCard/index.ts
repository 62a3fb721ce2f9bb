export {
  type Contract,
  ContractCard,
  type ContractCardProps,
  type ContractKind,
  type ContractStatus,
  type ContractTier,
  contractKinds,
  contractStatuses,
  useContractTexts,
} from './ContractCard.tsx';
