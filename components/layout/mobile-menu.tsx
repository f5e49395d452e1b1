'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { isActiveEntry, mainNavigation } from '@/lib/navigation';
import { NavEntryLink } from './nav-entry-link';
import { useSectionNavigation } from './use-section-navigation';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const goToSection = useSectionNavigation('mobile');
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-ice-100"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Menu principal (celular)"
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-ice-200 bg-white shadow-card"
      >
        <ul className="container-page flex flex-col py-2">
          {mainNavigation.map((entry) => (
            <li key={entry.label}>
              <NavEntryLink
                entry={entry}
                active={isActiveEntry(entry, pathname)}
                onAnchor={goToSection}
                onChoose={() => setOpen(false)}
                className="flex min-h-12 items-center gap-1 rounded-md border-l-4 border-transparent px-3 font-semibold tracking-wide text-navy-900 hover:bg-ice-50"
                activeClassName="border-brand-600 bg-ice-50 text-brand-700"
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
