/**
 * Prettier: line breaks, quotes and Tailwind's class order, so no hand decides them. The width is 120, the width the
 * comments were already wrapped at (docs/qualidade.md says why); the rest is Prettier's default.
 *
 * @type {import('prettier').Config & import('prettier-plugin-tailwindcss').PluginOptions}
 */
const config = {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  // Tailwind v4 reads its theme from the stylesheet; the plugin needs it to order the theme's own utilities.
  tailwindStylesheet: './app/globals.css',
  // Class lists are built through cn() (lib/cn.ts): its string arguments are sorted too.
  tailwindFunctions: ['cn', 'clsx'],
};

export default config;
