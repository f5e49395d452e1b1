/**
 * What WhatsApp (Meta's crawler) needs to draw a link's card: it reads only the start of the page, takes og:title,
 * og:description, og:url and og:image from its <head>, and drops an image that is not https, too heavy, too narrow
 * or too wide. The post-build step checks every page of the report against these (scripts/postbuild/whatsapp-card.ts)
 * and the page report shows the findings (components/admin/whatsapp-card-check.tsx).
 */

/** Meta's crawler reads this many bytes of a page's HTML: the card's tags must be within them. */
export const WHATSAPP_READ_BYTES = 300 * 1024;
/** Above this weight the image is dropped from the card (the share images are drawn under SHARE_IMAGE_MAX_BYTES). */
export const WHATSAPP_IMAGE_MAX_BYTES = 600 * 1024;
/** Narrower images are not shown. */
export const WHATSAPP_IMAGE_MIN_WIDTH = 300;
/** Width:height at most 4:1. */
export const WHATSAPP_IMAGE_MAX_RATIO = 4;

/** The report's placeholder of one page's check: `<div data-whatsapp-check="/cursos/x">`, filled after the build. */
export const WHATSAPP_CHECK_ATTRIBUTE = 'data-whatsapp-check';
/** The check's name in the report: "Cartão do WhatsApp: ok". */
export const WHATSAPP_CHECK_LABEL = 'Cartão do WhatsApp';
/** The accessible name of the list of rules under it. */
export const WHATSAPP_RULES_LABEL = 'Regras do WhatsApp conferidas';
/** The words of a rule's verdict. */
export const WHATSAPP_PASS = 'ok';
export const WHATSAPP_FAIL = 'falha';
