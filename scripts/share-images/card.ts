/**
 * The share card drawn for WhatsApp and other link previews: a plain element tree that satori turns into SVG.
 * Text only from the content (no emoji: satori would try to download emoji glyphs, which fails offline).
 */
export interface ShareCardInput {
  eyebrow: string;
  title: string;
  siteName: string;
  domain: string;
  /** data: URI of the school's mark (SVG). */
  logo: string;
  /** data: URI of the page's own picture, if any. */
  picture?: string;
}

export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[]; src?: string; width?: number; height?: number };
}
type CardChild = CardElement | string;

function el(type: string, style: Record<string, string | number>, children?: CardChild | CardChild[], extra?: Partial<CardElement['props']>): CardElement {
  return { type, props: { style, children, ...extra } };
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Long titles get a smaller size so they fit in at most four lines. */
export function titleFontSize(title: string, hasPicture: boolean): number {
  const perLine = hasPicture ? 20 : 34;
  const lines = Math.ceil(title.length / perLine);
  if (lines <= 2) return 64;
  if (lines <= 3) return 54;
  return 46;
}

export function shareCard(input: ShareCardInput): CardElement {
  const hasPicture = Boolean(input.picture);
  const textColumn = el(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: hasPicture ? 600 : 1080, maxWidth: hasPicture ? 600 : 1080, height: '100%', flexShrink: 0 },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
        el('img', { width: 72, height: 72 }, undefined, { src: input.logo, width: 72, height: 72 }),
        el('div', { display: 'flex', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 34, color: '#ffffff' }, input.siteName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        el('div', { display: 'flex', fontFamily: 'Inter', fontWeight: 600, fontSize: 28, color: '#ffc83d' }, input.eyebrow),
        el(
          'div',
          { display: 'flex', fontFamily: 'Montserrat', fontWeight: 800, fontSize: titleFontSize(input.title, hasPicture), lineHeight: 1.12, color: '#ffffff' },
          input.title,
        ),
      ]),
      el('div', { display: 'flex', alignItems: 'center', gap: 14, fontFamily: 'Inter', fontWeight: 400, fontSize: 26, color: '#cfe3f7' }, [
        el('div', { display: 'flex', width: 44, height: 6, borderRadius: 3, backgroundColor: '#ffc83d' }),
        `${input.domain} · Londrina-PR`,
      ]),
    ],
  );

  const children: CardElement[] = [textColumn];
  if (input.picture) {
    children.push(
      el('div', { display: 'flex', width: 460, height: 400, flexShrink: 0, borderRadius: 28, overflow: 'hidden' }, [
        el('img', { width: 460, height: 400, objectFit: 'cover' }, undefined, { src: input.picture, width: 460, height: 400 }),
      ]),
    );
  }

  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: 40,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      padding: 60,
      backgroundColor: '#0b2545',
      backgroundImage: 'radial-gradient(circle at 85% 15%, #1d4f8f 0%, #0b2545 55%)',
    },
    children,
  );
}
