import { useRef, type PointerEvent } from 'react';

/** A swipe is at least 75 px sideways within 500 ms (docs/product-rules.md, "Swipe"). */
export const SWIPE_MIN_DISTANCE_PX = 75;
export const SWIPE_MAX_DURATION_MS = 500;

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

/**
 * Pointer handlers that report a horizontal swipe of a finger or pen. Mouse drags are left alone:
 * they select text. The element needs `touch-action: pan-y` so the browser keeps vertical scrolling
 * and hands sideways moves to the page.
 */
export function useSwipe({
  onSwipeLeft,
  onSwipeRight,
}: {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}) {
  const start = useRef<SwipeStart | null>(null);

  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || start.current) return;
      start.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        at: performance.now(),
      };
    },
    onPointerUp: (event: PointerEvent) => {
      const began = start.current;
      if (!began || began.pointerId !== event.pointerId) return;
      start.current = null;
      const dx = event.clientX - began.x;
      const dy = event.clientY - began.y;
      const quick = performance.now() - began.at <= SWIPE_MAX_DURATION_MS;
      if (!quick || Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
