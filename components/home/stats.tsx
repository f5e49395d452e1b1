import { site } from '@/content/site';

export function Stats() {
  return (
    <section aria-label="A escola em números" className="bg-brand-700 py-12 text-white">
      <dl className="container-page grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {site.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-semibold text-ice-100 sm:text-base">{stat.label}</dt>
            <dd className="font-heading text-4xl font-extrabold sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
