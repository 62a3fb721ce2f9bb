import { useFormMessages } from '@wl/app/form-messages';
import { useMerchantSettings } from '@wl/app/merchant-settings';
import { useRankProgress } from '@wl/app/rank-progress';
import { vipLevel } from '@wl/domain/rank-progress';
import { Button } from '@wl/ui/button';
import { VipLabel } from '@wl/ui/vip-label';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as forms from './forms.css.ts';
import { MemberGate } from './MemberGate.tsx';
import { NotOfferedNotice } from './NotOffered.tsx';
import * as styles from './VipBenefits.css.ts';

/** /m/member/benefits: the member's VIP rank and the progress towards the next one; gated like every member page. */
export function VipBenefits() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
      <MemberGate>
        <Benefits />
      </MemberGate>
    </Suspense>
  );
}

function Benefits() {
  const { settings } = useMerchantSettings();
  // VIP benefits exist only where the merchant's VIP flag is on.
  if (!settings.vip) return <NotOfferedNotice />;
  return (
    <div className={forms.page}>
      <RankProgress />
    </div>
  );
}

function RankProgress() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const rank = useRankProgress();
  const headingId = useId();
  const progressId = useId();
  const { progress } = rank;
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={rank.state === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        {t('benefits.rank')}
      </h2>
      {progress ? (
        <>
          <p className={styles.rank}>
            <VipLabel level={vipLevel(progress.label)} />
          </p>
          <label id={progressId} htmlFor={`${progressId}-meter`} className={styles.heading}>
            {t('benefits.progress')}
          </label>
          <progress
            id={`${progressId}-meter`}
            className={styles.meter}
            max={100}
            value={progress.percent}
            aria-valuetext={`${progress.percent}%`}
          />
          <p className={styles.figures}>
            <span>{t('benefits.conditions', { completed: progress.completed, total: progress.total })}</span>
            <span>{progress.percent}%</span>
          </p>
        </>
      ) : rank.state === 'loading' ? (
        <p role="status">{t('status.loading')}</p>
      ) : null}
      {rank.state === 'failed' ? (
        <>
          <p role="alert" className={styles.error}>
            {messages.failure(rank.error)}
          </p>
          <Button variant="secondary" onClick={rank.retry}>
            {t('status.retry')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
