import { useFormMessages } from '@wl/app/form-messages';
import { LoadFailed } from '@wl/app/load-failed';
import { APPLICATION_LIMITS, usePromotionDetail } from '@wl/app/promotion-detail';
import { useSession } from '@wl/app/session';
import { TOAST_MS } from '@wl/domain/constants';
import { resolveRoute } from '@wl/domain/routes';
import { Button } from '@wl/ui/button';
import { DetailLayout, DetailLayoutSkeleton } from '@wl/ui/detail-layout';
import { ImageUpload } from '@wl/ui/image-upload';
import { TextArea } from '@wl/ui/text-area';
import { Toast } from '@wl/ui/toast';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as styles from './Content.css.ts';

/** /m/activityDetail?id=: the promotion with its rules, its state, and the application or the claim. */
export function ActivityDetail() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<DetailLayoutSkeleton cover actions />}>
        <DetailForSession />
      </Suspense>
    </div>
  );
}

function DetailForSession() {
  const session = useSession();
  if (session.resolving) return <DetailLayoutSkeleton cover actions />;
  return <PromotionPage />;
}

function PromotionPage() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  const promotionId = 'screen' in route && route.screen === 'activityDetail' ? route.promotionId : undefined;
  const detail = usePromotionDetail(promotionId);
  const comment = useRef<HTMLTextAreaElement>(null);
  const { promotion } = detail;
  // A refused comment takes the focus, with what was typed still in it.
  const commentError = detail.errors.comment;
  useEffect(() => {
    if (commentError) comment.current?.focus();
  }, [commentError]);

  if (detail.state === 'loading') return <DetailLayoutSkeleton cover actions />;
  if (!promotion) {
    return (
      <LoadFailed
        error={detail.error ?? 'resource.not.found'}
        onRetry={promotionId === undefined ? undefined : detail.retry}
      />
    );
  }

  const meta =
    promotion.endDate === undefined
      ? t('activity.longTerm', { start: promotion.startDate })
      : t('activity.period', { start: promotion.startDate, end: promotion.endDate });
  const takesPart = detail.action === 'apply' || detail.action === 'join';

  return (
    <DetailLayout
      title={promotion.title}
      meta={meta}
      section={t('screens.activityDetail')}
      {...(promotion.coverUrl ? { coverUrl: promotion.coverUrl } : {})}
      html={promotion.content}
      actions={
        detail.action === 'claim' ? (
          <Button block loading={detail.busy} onClick={detail.claim}>
            {t('activity.claim')}
          </Button>
        ) : takesPart ? (
          <Button block loading={detail.busy} type="submit" form="promotion-application">
            {detail.action === 'apply' ? t('activity.apply') : t('activity.join')}
          </Button>
        ) : undefined
      }
    >
      <p className={styles.state} aria-live="polite">
        {t('activity.stateLine', { state: t(`activity.state.${promotion.state}`) })}
      </p>
      {detail.error ? (
        <p role="alert" className={styles.error}>
          {messages.failure(detail.error)}
        </p>
      ) : null}
      {takesPart ? (
        <form
          id="promotion-application"
          className={styles.list}
          noValidate
          aria-label={t('activity.formTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            detail.apply();
          }}
        >
          <TextArea
            ref={comment}
            label={t('activity.comment')}
            hint={t('activity.commentHint')}
            value={detail.comment}
            onValueChange={detail.editComment}
            maxLength={APPLICATION_LIMITS.commentMaxLength}
            error={messages.field(detail.errors.comment)}
          />
          <ImageUpload
            label={t('activity.images')}
            files={detail.images}
            onChange={detail.setImages}
            maxCount={APPLICATION_LIMITS.imageMaxCount}
            maxBytes={APPLICATION_LIMITS.imageMaxBytes}
            accept={APPLICATION_LIMITS.imageTypes}
            error={messages.field(detail.errors.images)}
          />
        </form>
      ) : null}
      {detail.done ? (
        <Toast
          kind="success"
          message={detail.done === 'applied' ? t('activity.applied') : t('activity.claimed')}
          durationMs={TOAST_MS.success}
          onDismiss={() => {}}
        />
      ) : null}
    </DetailLayout>
  );
}
