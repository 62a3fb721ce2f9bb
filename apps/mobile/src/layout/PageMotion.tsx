import { usePageTransition } from '@wl/app/page-transition';
import { useSwipeBack } from '@wl/app/swipe-back';
import { pageBackTarget } from '@wl/domain/back-gesture';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page's motion: the swipe back from the starting edge (where the header's back goes) and the 300 ms fade of the
 * main landmark when the page changes. It loads with the services, after the first paint, which never moves.
 */
export function PageMotion({ site }: { site: RefObject<HTMLDivElement | null> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = pageBackTarget(pathname);
  useSwipeBack(back ? () => ('to' in back ? navigate(back.to) : navigate(-1)) : undefined);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    main.current = site.current?.querySelector('main') ?? null;
  }, [site]);
  usePageTransition(main);
  return null;
}
