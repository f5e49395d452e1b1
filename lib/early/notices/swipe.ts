// The early notice's swipe (hub.ts), as sonner's: the notice follows the finger, and goes past a threshold.
import { SWIPE_THRESHOLD_PX } from './catalogue';

/**
 * A swipe to the right or down (sonner's directions in the notification area) of SWIPE_THRESHOLD_PX or more
 * dismisses the notice; a shorter one puts it back. The notice follows the finger meanwhile.
 */
export function followSwipe(element: HTMLElement, onSwiped: () => void): void {
  let start: { x: number; y: number; id: number } | undefined;
  const offset = (event: PointerEvent) => {
    if (!start) return { x: 0, y: 0 };
    return { x: Math.max(0, event.clientX - start.x), y: Math.max(0, event.clientY - start.y) };
  };
  element.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    element.setPointerCapture?.(event.pointerId);
  });
  element.addEventListener('pointermove', (event) => {
    if (start?.id !== event.pointerId) return;
    const { x, y } = offset(event);
    element.style.transform = x >= y ? `translateX(${x}px)` : `translateY(${y}px)`;
  });
  const end = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return;
    const { x, y } = offset(event);
    start = undefined;
    element.style.transform = '';
    if (event.type === 'pointerup' && Math.max(x, y) >= SWIPE_THRESHOLD_PX) onSwiped();
  };
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
}
