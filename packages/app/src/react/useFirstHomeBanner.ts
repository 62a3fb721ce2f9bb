import { useEffect, useState } from 'react';
import { firstHomeBanner, firstHomeBannerNow } from '../boot/homeEarly.ts';
import type { ImageSource } from '../services/imageCdn.ts';

/** `firstHomeBanner` for a component: `firstHomeBannerNow` at first, the early answers' banner once they are in. */
export function useFirstHomeBanner(): ImageSource | undefined {
  const [banner, setBanner] = useState(firstHomeBannerNow);
  useEffect(() => {
    let current = true;
    void firstHomeBanner().then((found) => current && setBanner(found));
    return () => {
      current = false;
    };
  }, []);
  return banner;
}
