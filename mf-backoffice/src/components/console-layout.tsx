import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { AreaRoot } from '../area-root';
import { SideNav } from './side-nav';
import './backoffice.css';

interface ConsoleLayoutProps {
  titleKey: string;
  /** A title the page computed (a product's name); wins over the key. */
  title?: string;
  lead?: string;
  /** The console's home itself has no "console" entry in its breadcrumb. */
  home?: boolean;
  children: ReactNode;
}

/** Every console page: the side navigation beside the page's heading and content. */
export function ConsoleLayout({ titleKey, title, lead, home = false, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const heading = usePageMeta({
    titleKey,
    ...(title ? { title } : {}),
    ...(home ? {} : { trail: [{ label: t('routes.backoffice.home'), to: localize('/backoffice') }] }),
  });
  return (
    <AreaRoot>
      <div className="bo-console">
        <SideNav />
        <div className="bo-content">
          <PageHeading title={heading} {...(lead ? { lead } : {})} />
          {children}
        </div>
      </div>
    </AreaRoot>
  );
}
