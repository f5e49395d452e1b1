// html-validate configuration for the built site (out/**/*.html), read by the html-validate CLI in `npm run test:html`
// (and so by `npm test`). We start from the strictest preset ("recommended": HTML standard, accessibility,
// document structure and style rules) and only relax what React / Next.js write by design. Every rule
// changed below says why; anything else that html-validate reports is a real error and fails the build.

/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // --- Serialisation style of React's server renderer. The HTML is generated, never hand-written, and every
    // --- form below is valid HTML5: these rules only enforce one spelling among equivalent ones.

    // React writes void elements self-closed (`<meta/>`, `<link/>`, `<img/>`), which HTML5 allows.
    'void-style': 'off',
    // React keeps the DOM property spelling of a few attributes (`charSet`, `fetchPriority`, `noModule`,
    // `dateTime`); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes with an empty value (`async=""`, `hidden=""`, `crossorigin=""`), which is
    // the same as the bare attribute in HTML5.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',

    // --- Rules kept on, with options adapted to this site.

    // React's useId() produces ids such as `_R_1nb_` (for aria-labelledby / aria-controls). HTML5 only requires
    // ids to be non-empty and without whitespace; "relaxed" checks exactly that, instead of also asking for a
    // leading letter (a CSS-selector convenience, not a validity rule).
    'valid-id': ['error', { relaxed: true }],

    // next/image writes style="color:transparent" on every <img> (it hides the alt text while the image loads).
    // Any other inline style is still an error; "display" is the rule's own default.
    'no-inline-style': ['error', { allowedProperties: ['display', 'color'] }],

    // The home course carousel follows the ARIA carousel pattern: each slide is a list item named "1 de 4" …
    // with aria-label. ARIA allows naming a listitem (html-validate's own "standard" preset sets this option);
    // the recommended preset only flags it as "not recommended".
    'aria-label-misuse': ['error', { allowAnyNamable: true }],

    // Telephone links must not wrap inside the number. The site keeps them on one line with Tailwind's
    // `whitespace-nowrap` class (white-space: nowrap) instead of typing &nbsp; / &#8209; into the content.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
};

export default config;
