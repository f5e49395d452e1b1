import { Mail, MapPin, Phone } from 'lucide';
import { site } from '@/content/site';
import { PostalAddress } from '@/components/ui/postal-address';
import { Icon } from '@/components/ui/icon';

export function ContactDetails() {
  const items = [
    {
      icon: Phone,
      label: 'Telefone',
      content: (
        <a
          href={`tel:${site.phoneHref}`}
          className="inline-flex min-h-11 items-center whitespace-nowrap hover:text-brand-700 hover:underline"
        >
          {site.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'E-mail',
      content: (
        <a
          href={`mailto:${site.email}`}
          className="inline-flex min-h-11 items-center break-all hover:text-brand-700 hover:underline"
        >
          {site.email}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: 'Endereço',
      content: <PostalAddress />,
    },
  ];
  return (
    <ul className="space-y-5">
      {items.map(({ icon, label, content }) => (
        <li key={label} className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ice-100 text-brand-700">
            <Icon icon={icon} className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-navy-900">{label}</p>
            <div className="text-slate-600">{content}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
