export {
  type ContractDecision,
  ContractReviewDialog,
  type ContractReviewDialogProps,
  contractDecisions,
} from './ContractReviewDialog.tsx';
