import { IntentLink } from '@/components/ui/intent-link';
import { site } from '@/content/site';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

/** The mobile menu opens below the header, anchored to it by name (`--site-header`, CSS anchor positioning). */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-ice-200 bg-white/95 backdrop-blur [anchor-name:--site-header]">
      <div className="container-page flex min-h-18 items-center justify-between gap-4 py-2">
        <IntentLink href="/" aria-label={`${site.name} — página inicial`} className="rounded-md">
          <SiteLogo />
        </IntentLink>
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  );
}
