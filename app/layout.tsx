import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { X } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import { TITLE_TEMPLATE } from '@/lib/metadata';
import { ContactBar } from '@/components/layout/contact-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink, MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { NoticeArea } from '@/components/notices/notice-area';
import { NotImplementedPopover } from '@/components/ui/not-implemented-popover';
import { InteractiveSignal } from '@/components/layout/interactive-signal';
import { EarlyScript, EarlyStarter } from '@/components/layout/early-script';
import { NoticeRegion } from '@/components/notices/notice-region';
import { NO_SCRIPT_CSS } from '@/lib/early/needs-script';
import { JsonLd } from '@/components/seo/json-ld';
import { SpeculationRules } from '@/components/layout/speculation-rules';
import { schoolJsonLd } from '@/lib/json-ld';
import { bodyFont, headingFont } from './fonts';
import './font-fallbacks.css';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: TITLE_TEMPLATE },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

/** The notices' close icon, drawn here for the early region and sonner's alike (no icon code in the browser). */
const noticeCloseIcon = <Icon icon={X} className="size-4" />;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="pt-BR"
      className={cn(bodyFont.variable, headingFont.variable)}
      data-scroll-behavior="smooth"
      // The not-found page may mark <html> before hydration (lib/blog-fallback.ts).
      suppressHydrationWarning
    >
      <head>
        <EarlyScript />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <EarlyStarter />
        <SkipLink />
        <ContactBar />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <NotImplementedPopover />
        <NoticeRegion closeIcon={noticeCloseIcon} />
        <NoticeArea closeIcon={noticeCloseIcon} />
        <JsonLd data={schoolJsonLd()} />
        <SpeculationRules />
        <InteractiveSignal />
      </body>
    </html>
  );
}
