import type { ContractPromptView, ContractReview } from '@wl/app/contract-prompt';
import { useFormMessages } from '@wl/app/form-messages';
import { DIALOG_MASK_GUARD_MS } from '@wl/domain/constants';
import { ContractReviewDialog } from '@wl/ui/contract-review-dialog';

export interface ContractReviewPromptProps {
  open: boolean;
  contract: ContractReview;
  prompt: ContractPromptView;
}

/** The kit's review dialog over the prompt: accept, reject, or close it for later. */
export function ContractReviewPrompt({ open, contract, prompt }: ContractReviewPromptProps) {
  const messages = useFormMessages();
  const error = messages.failure(prompt.error);
  return (
    <ContractReviewDialog
      open={open}
      contract={contract}
      onDecide={(decision) => (decision === 'accept' ? prompt.accept() : prompt.reject())}
      onClose={prompt.later}
      {...(prompt.pending ? { pending: prompt.pending } : {})}
      {...(error ? { error } : {})}
      maskGuardMs={DIALOG_MASK_GUARD_MS}
    />
  );
}
