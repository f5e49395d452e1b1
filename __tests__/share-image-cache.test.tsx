/** @jest-environment node */
import type { ReactNode } from 'react';
import { ShareCard } from '@/components/share/share-card';
import { cacheKey } from '@/lib/share-image';

const props = {
  eyebrow: 'Blog · Dicas',
  title: 'Um título',
  siteName: 'Escola',
  domain: 'escola.com.br',
  logo: 'data:logo',
};

describe('the share images kept across builds', () => {
  it('find a card again by what it draws', async () => {
    expect(await cacheKey(<ShareCard {...props} />)).toBe(await cacheKey(<ShareCard {...props} />));
  });

  it('draw again a card whose text or picture changed', async () => {
    const keys = await Promise.all([
      cacheKey(<ShareCard {...props} />),
      cacheKey(<ShareCard {...props} title="Outro título" />),
      cacheKey(<ShareCard {...props} picture="data:foto" />),
    ]);
    expect(new Set(keys).size).toBe(3);
  });

  it('draw again a card whose drawing changed, even with the same texts', async () => {
    const Framed = ({ children }: { children: ReactNode }) => (
      <div style={{ display: 'flex', padding: 10 }}>{children}</div>
    );
    const Plain = ({ children }: { children: ReactNode }) => <div style={{ display: 'flex' }}>{children}</div>;
    expect(await cacheKey(<Framed>{props.title}</Framed>)).not.toBe(await cacheKey(<Plain>{props.title}</Plain>));
  });
});
