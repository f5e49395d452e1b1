import { cn } from '@/lib/cn';
import { site } from '@/content/site';
import { SocialIcon } from './social-icon';

interface SocialLinksProps {
  className?: string;
  linkClassName?: string;
}

/** The school's social profiles. Placeholders for now: they point nowhere and open in a new tab (spec). */
export function SocialLinks({ className, linkClassName }: SocialLinksProps) {
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {site.social.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (abre em nova aba)`}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full transition-colors forced-edge',
              linkClassName,
            )}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
