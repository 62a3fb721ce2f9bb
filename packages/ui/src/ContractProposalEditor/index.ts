export {
  type ContractPeriod,
  ContractProposalEditor,
  type ContractProposalEditorProps,
  contractPeriods,
  type ProposalTier,
  type TierField,
} from './ContractProposalEditor.tsx';
export {
  type DownlineContractState,
  type DownlineMember,
  DownlinePicker,
  type DownlinePickerProps,
  downlineContractStates,
} from './DownlinePicker.tsx';
