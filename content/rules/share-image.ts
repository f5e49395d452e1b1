/** The share image every page announces (og:image): its size, and the weight above which WhatsApp drops the preview. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
