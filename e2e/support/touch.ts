import type { Page } from '@playwright/test';

/**
 * A finger on the touch screen: down at (x, y), moved by (dx, dy) in steps, up (Chromium's own touch events, through
 * the DevTools protocol: the page gets touch and pointer events, and scrolls, as under a real finger).
 */
export async function swipe(page: Page, x: number, y: number, dx: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number, py: number) => [{ x: px, y: py, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, y) });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x + (dx * step) / steps, y + (dy * step) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
