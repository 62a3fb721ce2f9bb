import { useId } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './DownlinePicker.css.ts';

/** Where the member's latest contract of this kind stands, as the domain's `contractState` reads it. */
export const downlineContractStates = ['awaiting', 'accepted', 'rejected'] as const;
export type DownlineContractState = (typeof downlineContractStates)[number];

export interface DownlineMember {
  userName: string;
  /** A line under the name, formatted by the app ("Joined 2024-10-02"). */
  detail?: string;
  /** The member's latest contract of this kind; none when there is no contract yet. */
  state?: DownlineContractState;
  /** Cannot be chosen (the app decides: e.g. one is already awaiting review). */
  disabled?: boolean;
}

export interface DownlinePickerProps {
  members: readonly DownlineMember[];
  /** The chosen member's user name; empty for none. */
  value: string;
  onValueChange: (userName: string) => void;
  /** Why the choice is refused ("Choose a member"). */
  error?: string;
}

/** The direct downline as one radio per member, with where each one's contract of this kind stands. */
export function DownlinePicker({ members, value, onValueChange, error }: DownlinePickerProps) {
  const t = useUiText();
  const id = useId();
  const stateText: Record<DownlineContractState, string> = {
    awaiting: t('content:contractProposal.awaiting', { defaultValue: 'Awaiting review' }),
    accepted: t('content:contract.accepted', { defaultValue: 'Accepted' }),
    rejected: t('content:contract.rejected', { defaultValue: 'Rejected' }),
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>
        {t('content:contractProposal.member', { defaultValue: 'Downline member' })}
      </legend>
      {members.length === 0 ? (
        <p className={styles.empty}>
          {t('content:contractProposal.noDownline', { defaultValue: 'No direct downline members yet.' })}
        </p>
      ) : (
        <div className={styles.list}>
          {members.map((member) => (
            <label key={member.userName} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={`${id}-member`}
                value={member.userName}
                checked={member.userName === value}
                disabled={member.disabled}
                onChange={() => onValueChange(member.userName)}
              />
              <Avatar name={member.userName} size="small" decorative />
              <span className={styles.text}>
                <span className={styles.name}>{member.userName}</span>
                {member.detail ? <span className={styles.detail}>{member.detail}</span> : null}
              </span>
              {member.state ? (
                <span className={styles.state({ state: member.state })}>{stateText[member.state]}</span>
              ) : null}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
