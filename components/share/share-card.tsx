import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/content/rules/share-image';

/**
 * The share card drawn for WhatsApp and other link previews (1200×630), rendered by next/og at build time
 * (app/og/[image]/route.tsx). next/og draws a subset of CSS: every element with children is a flex box. Its texts
 * come without what its fonts cannot draw (lib/share-image.tsx drawableText: next/og would download those glyphs).
 */
export interface ShareCardProps {
  eyebrow: string;
  title: string;
  siteName: string;
  domain: string;
  /** data: URI of the school's mark (SVG). */
  logo: string;
  /** data: URI of the page's own picture, if any. */
  picture?: string | undefined;
  /** A course's price, as its page's details box says it ("A partir de R$ 1.890,00 à vista"), when it has one. */
  price?: string | undefined;
}

/** Long titles get a smaller size so they fit in at most four lines. */
export function titleFontSize(title: string, hasPicture: boolean): number {
  const perLine = hasPicture ? 20 : 34;
  const lines = Math.ceil(title.length / perLine);
  if (lines <= 2) return 64;
  if (lines <= 3) return 54;
  return 46;
}

/** The school's mark and name, at the top. */
function ShareCardBrand({ logo, siteName }: Pick<ShareCardProps, 'logo' | 'siteName'>) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a JPEG by next/og, never a page element */}
      <img src={logo} width={72} height={72} alt="" style={{ width: 72, height: 72 }} />
      <div style={{ display: 'flex', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 34, color: '#ffffff' }}>
        {siteName}
      </div>
    </div>
  );
}

/** The page's eyebrow and title, the title sized to fit (titleFontSize), and the price under it when there is one. */
function ShareCardHeadline({
  eyebrow,
  title,
  price,
  hasPicture,
}: Pick<ShareCardProps, 'eyebrow' | 'title' | 'price'> & { hasPicture: boolean }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
      <div style={{ display: 'flex', fontFamily: 'Inter', fontWeight: 600, fontSize: 28, color: '#ffc83d' }}>
        {eyebrow}
      </div>
      <div
        style={{
          display: 'flex',
          fontFamily: 'Montserrat',
          fontWeight: 800,
          fontSize: titleFontSize(title, hasPicture),
          lineHeight: 1.12,
          color: '#ffffff',
        }}
      >
        {title}
      </div>
      {price ? (
        <div style={{ display: 'flex', fontFamily: 'Inter', fontWeight: 600, fontSize: 30, color: '#ffc83d' }}>
          {price}
        </div>
      ) : null}
    </div>
  );
}

/** The site's address and the city, at the bottom, after a short yellow bar. */
function ShareCardAddress({ domain }: Pick<ShareCardProps, 'domain'>) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 14,
        fontFamily: 'Inter',
        fontWeight: 400,
        fontSize: 26,
        color: '#cfe3f7',
      }}
    >
      <div style={{ display: 'flex', width: 44, height: 6, borderRadius: 3, backgroundColor: '#ffc83d' }} />
      {`${domain} · Londrina-PR`}
    </div>
  );
}

/** The card's text column: the school, the page's eyebrow and title, the address. */
function ShareCardText({
  eyebrow,
  title,
  siteName,
  domain,
  logo,
  price,
  hasPicture,
}: Omit<ShareCardProps, 'picture'> & { hasPicture: boolean }) {
  const textWidth = hasPicture ? 600 : 1080;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: textWidth,
        maxWidth: textWidth,
        height: '100%',
        flexShrink: 0,
      }}
    >
      <ShareCardBrand logo={logo} siteName={siteName} />
      <ShareCardHeadline eyebrow={eyebrow} title={title} price={price} hasPicture={hasPicture} />
      <ShareCardAddress domain={domain} />
    </div>
  );
}

export function ShareCard({ picture, ...text }: ShareCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 40,
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        padding: 60,
        backgroundColor: '#0b2545',
        backgroundImage: 'radial-gradient(circle at 85% 15%, #1d4f8f 0%, #0b2545 55%)',
      }}
    >
      <ShareCardText {...text} hasPicture={Boolean(picture)} />
      {picture && (
        <div style={{ display: 'flex', width: 460, height: 400, flexShrink: 0, borderRadius: 28, overflow: 'hidden' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a JPEG by next/og, never a page element */}
          <img src={picture} width={460} height={400} alt="" style={{ width: 460, height: 400, objectFit: 'cover' }} />
        </div>
      )}
    </div>
  );
}
