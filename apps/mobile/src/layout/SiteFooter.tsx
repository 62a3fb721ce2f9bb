import { FailureBoundary } from '@wl/app/failure-boundary';
import { useSiteFooter } from '@wl/app/site-footer';
import { Footer } from '@wl/ui/footer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site footer under every page: the brand, the merchant's social links, the game vendors, the responsible-gaming
 * text with the merchant's age threshold and the copyright line. `help` is the help block (a link per help topic to
 * /m/help?i={index}), shown above the vendors when given.
 */
export function SiteFooter({ help }: { help?: ReactNode }) {
  // Without the merchant's settings (their read failed) there is no age threshold to state: no site footer.
  return (
    <FailureBoundary>
      <SiteFooterContent help={help} />
    </FailureBoundary>
  );
}

function SiteFooterContent({ help }: { help?: ReactNode }) {
  const { t } = useTranslation();
  const footer = useSiteFooter();
  return (
    <>
      {help}
      <Footer
        brandName={t('app.name')}
        socialLinks={footer.socialLinks}
        vendors={footer.vendors}
        minimumAge={footer.minimumAge}
        copyrightYear={footer.copyrightYear}
      />
    </>
  );
}
