/* eslint-disable lingui/no-unlocalized-strings -- status and cache tag names: never shown as text */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { homeApi, useGetPromotionQuery } from './api';
import { localDeadline } from './countdown';
import { useCountdown } from './use-countdown';

/**
 * The stored promotion as the landing page shows it (decision 027): `loading` until the server
 * answered, `running` with the time left to its end (the same moment for every visitor), or
 * `none` when there is none or it has ended. When it ends while the page is open, the prices
 * shown beside it are fetched again, and come back as one price.
 */
export function usePromotion() {
  const dispatch = useDispatch();
  const { data, fulfilledTimeStamp, isLoading } = useGetPromotionQuery(undefined);
  const deadline = data && fulfilledTimeStamp !== undefined ? localDeadline(data, fulfilledTimeStamp) : 0;
  const countdown = useCountdown(deadline);
  const hasEnded = data !== undefined && data !== null && data.is_active && countdown.isOver;

  useEffect(() => {
    if (hasEnded) dispatch(homeApi.util.invalidateTags(['Promotion', 'FeaturedCourses', 'PublicCatalogue']));
  }, [dispatch, hasEnded]);

  if (isLoading) return { status: 'loading' as const };
  if (!data || !data.is_active || countdown.isOver) return { status: 'none' as const };
  return { status: 'running' as const, discountPercent: data.discount_percent, ...countdown };
}
