import Link from 'next/link';
import { site } from '@/content/site';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-ice-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex min-h-18 items-center justify-between gap-4 py-2">
        <Link href="/" aria-label={`${site.name} — página inicial`} className="rounded-md">
          <SiteLogo />
        </Link>
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  );
}
