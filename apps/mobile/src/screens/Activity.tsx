import { type PromotionBarCategory, useActivity } from '@wl/app/activity';
import { useFormMessages } from '@wl/app/form-messages';
import { useSession } from '@wl/app/session';
import { promotionDetailPath } from '@wl/domain/activity-machine';
import { resolveRoute } from '@wl/domain/routes';
import { Button } from '@wl/ui/button';
import { EmptyState } from '@wl/ui/empty-state';
import { PromotionCard, PromotionCardSkeleton, promotionAnchor } from '@wl/ui/promotion-card';
import { PromotionCategoryBar } from '@wl/ui/promotion-category-bar';
import { RichContent } from '@wl/ui/rich-content';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as styles from './Content.css.ts';

const ALL = 'ALL';

/** /m/activity: the promotions with the category bar and each one's state; ?id= opens one 500 ms after loading. */
export function Activity() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<ListSkeleton />}>
        <ActivityForSession />
      </Suspense>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list}>
      <PromotionCardSkeleton withState />
      <PromotionCardSkeleton withState />
    </div>
  );
}

/** The list starts once the session is known, so a member's states load once. */
function ActivityForSession() {
  const session = useSession();
  if (session.resolving) return <ListSkeleton />;
  return <Promotions />;
}

function Promotions() {
  const { t } = useTranslation();
  const messages = useFormMessages();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const route = resolveRoute(pathname, search);
  const promotionId = 'screen' in route && route.screen === 'activity' ? route.promotionId : undefined;
  const reveal = useCallback((id: number) => {
    document.getElementById(promotionAnchor(id))?.scrollIntoView({ block: 'start' });
  }, []);
  const activity = useActivity(promotionId, reveal);

  return (
    <>
      {activity.categories.length > 0 ? (
        <PromotionCategoryBar
          categories={[ALL, ...activity.categories]}
          selected={activity.category ?? ALL}
          onSelect={(category) =>
            activity.selectCategory(category === ALL ? undefined : (category as PromotionBarCategory))
          }
        />
      ) : null}
      {activity.error ? (
        <p role="alert" className={styles.error}>
          {messages.failure(activity.error)}
        </p>
      ) : null}
      {activity.loading && activity.promotions.length === 0 ? (
        <ListSkeleton />
      ) : activity.promotions.length === 0 ? (
        <EmptyState title={t('activity.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('screens.activity')}>
          {activity.promotions.map((promotion) => {
            const open = activity.opened === promotion.id;
            return (
              <li key={promotion.id}>
                <PromotionCard
                  promotion={promotion}
                  state={promotion.state}
                  onOpen={() => (open ? activity.close() : activity.open(promotion.id))}
                  onAction={() => activity.act(promotion.id)}
                />
                {open ? (
                  <section className={styles.opened} aria-label={promotion.title}>
                    <RichContent html={promotion.content} />
                    <Button variant="secondary" onClick={() => navigate(promotionDetailPath(promotion.id))}>
                      {t('activity.details')}
                    </Button>
                  </section>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
