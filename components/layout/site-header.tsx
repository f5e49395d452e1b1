import { ChevronDown, Menu, Search, X } from 'lucide';
import { IntentLink } from '@/components/ui/intent-link';
import { site } from '@/content/site';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { DESKTOP_NAV_LINK_CLASSES, MOBILE_NAV_LINK_CLASSES } from './nav-link-classes';
import { SiteLogo } from './site-logo';
import { Icon } from '@/components/ui/icon';
import { searchEntry } from '@/lib/navigation';

/**
 * The mobile menu opens below the header, anchored to it by name (`--site-header`, CSS anchor positioning).
 * The menus are client components: their links' classes (nav-link-classes.ts) and their icons come from here, the
 * server, so that neither tailwind-merge nor icon code is part of their script.
 */
export function SiteHeader() {
  const dropdownArrow = <Icon icon={ChevronDown} className="size-4" />;
  return (
    <header className="sticky top-0 z-50 border-b border-ice-200 bg-white/95 backdrop-blur [anchor-name:--site-header] contrast-more:bg-white">
      <div className="container-page flex min-h-18 items-center justify-between gap-4 py-2">
        <IntentLink href="/" aria-label={`${site.name} — página inicial`} className="rounded-md">
          <SiteLogo />
        </IntentLink>
        <div className="flex items-center gap-1 lg:gap-2">
          <DesktopNav linkClassNames={DESKTOP_NAV_LINK_CLASSES} dropdownArrow={dropdownArrow} />
          <IntentLink
            href={searchEntry.href}
            aria-label="Buscar no site"
            title="Buscar no site"
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-ice-100 hover:text-brand-700"
          >
            <Icon icon={Search} className="size-5" />
          </IntentLink>
          <MobileMenu
            linkClassNames={MOBILE_NAV_LINK_CLASSES}
            dropdownArrow={dropdownArrow}
            // The menu's wrapper is the `group`: CSS shows one icon or the other.
            openIcon={<Icon icon={Menu} className="size-6 group-popover-open:hidden" />}
            closeIcon={<Icon icon={X} className="hidden size-6 group-popover-open:block" />}
          />
        </div>
      </div>
    </header>
  );
}
