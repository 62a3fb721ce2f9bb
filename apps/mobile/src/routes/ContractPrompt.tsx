import { type ContractReview, useContractPrompt } from '@wl/app/contract-prompt';
import { FailureBoundary } from '@wl/app/failure-boundary';
import { lazy, Suspense, useState } from 'react';

/** The dialog's code (the kit's dialog, card and table) loads only when there is a contract to show. */
const ContractReviewPrompt = lazy(async () => ({
  default: (await import('./ContractReviewPrompt.tsx')).ContractReviewPrompt,
}));

/**
 * Home's contract prompt: each contract awaiting the member's review, in turn, to accept, reject or put off. Nothing
 * shows for a visitor, for types 4, 40, 41 and 42, or once the prompt was put off in this visit.
 */
export function ContractPrompt() {
  // The prompt needs the merchant's settings: while their read has failed, it waits (the lobby says why).
  return (
    <FailureBoundary>
      <Prompt />
    </FailureBoundary>
  );
}

function Prompt() {
  const prompt = useContractPrompt();
  // The last contract shown stays with the closed dialog, so it closes as a dialog closes.
  const [shown, setShown] = useState<ContractReview>();
  if (prompt.contract && prompt.contract.id !== shown?.id) setShown(prompt.contract);
  const contract = prompt.contract ?? shown;
  if (!contract) return null;
  return (
    <Suspense fallback={null}>
      <ContractReviewPrompt open={prompt.contract !== undefined} contract={contract} prompt={prompt} />
    </Suspense>
  );
}
