import { useRef, type PointerEvent } from 'react';
import { swipeStep } from './lightbox-steps.ts';

/** Pointer handlers that call `onStep` with +1 (swipe left) or -1 (swipe right): touch, pen or mouse. */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.isPrimary) start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
