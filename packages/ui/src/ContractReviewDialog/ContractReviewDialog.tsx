import { Button } from '../Button/Button.tsx';
import { type Contract, ContractCard, useContractTexts } from '../ContractCard/ContractCard.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './ContractReviewDialog.css.ts';

export const contractDecisions = ['accept', 'reject'] as const;
export type ContractDecision = (typeof contractDecisions)[number];

export interface ContractReviewDialogProps {
  open: boolean;
  contract: Contract;
  onDecide: (decision: ContractDecision, contract: Contract) => void;
  /** Later: the prompt comes back on the next home load while the contract awaits review. */
  onClose: () => void;
  /** The decision on its way to the server: both buttons hold still, the chosen one shows it is working. */
  pending?: ContractDecision;
  /** Why the last decision failed, in the player's language. */
  error?: string;
  /** Handed to the dialog: a mask click this many milliseconds after opening is ignored. */
  maskGuardMs: number;
}

/** The prompt a downline sees on home load while a contract awaits their review. */
export function ContractReviewDialog({
  open,
  contract,
  onDecide,
  onClose,
  pending,
  error,
  maskGuardMs,
}: ContractReviewDialogProps) {
  const t = useUiText();
  const texts = useContractTexts();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.title(contract.kind)}
      closeOnMask={false}
      maskGuardMs={maskGuardMs}
      // Shown on arrival, not asked for: it waits while the player has another dialog open.
      waitsTurn
      footer={
        <div className={styles.actions}>
          <Button
            variant="secondary"
            block
            loading={pending === 'reject'}
            disabled={pending === 'accept'}
            onClick={() => onDecide('reject', contract)}
          >
            {t('content:contract.reject', { defaultValue: 'Reject' })}
          </Button>
          <Button
            block
            loading={pending === 'accept'}
            disabled={pending === 'reject'}
            onClick={() => onDecide('accept', contract)}
          >
            {t('content:contract.accept', { defaultValue: 'Accept' })}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p className={styles.intro}>
          {t('content:contract.reviewIntro', {
            defaultValue: 'Your agent proposes the terms below. Accept them to start earning under this contract.',
          })}
        </p>
        <ContractCard contract={contract} headless />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
