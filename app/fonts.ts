import localFont from 'next/font/local';

// Self-hosted from @fontsource (latin subset covers Portuguese); next/font/google would need the network at build time.
//
// No layout shift when a font arrives: while it loads, text is set in a fallback scaled to the font's metrics —
// next/font's own (adjustFontFallback, default 'Arial': `local(Arial)`), then the ones of app/font-fallbacks.css
// (tools/font-fallbacks.ts, capsize) for systems without Arial: Linux ("Liberation Sans", "Arimo") and Android (Roboto).
// The capsize faces' names hold a colon, so they are quoted inside the string (next/font writes each as it is).
// Both families are preloaded: each is used in the first viewport of every page (body text, navigation, the
// logo and the page heading), and `display: 'swap'` keeps text visible meanwhile.
export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: [
    "'bodyFont Fallback: Liberation Sans'",
    "'bodyFont Fallback: Arimo'",
    "'bodyFont Fallback: Roboto'",
    'system-ui',
    'Segoe UI',
    'Roboto',
    'Arial',
    'sans-serif',
  ],
});

export const headingFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/montserrat/files/montserrat-latin-800-normal.woff2',
      weight: '800',
      style: 'normal',
    },
  ],
  variable: '--font-montserrat',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: [
    "'headingFont Fallback: Liberation Sans'",
    "'headingFont Fallback: Arimo'",
    "'headingFont Fallback: Roboto'",
    'Arial',
    'sans-serif',
  ],
});
