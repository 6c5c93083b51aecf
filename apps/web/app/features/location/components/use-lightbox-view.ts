import { type PointerEvent, useRef, useState } from 'react';

export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;
/** A horizontal move longer than this (CSS pixels) is a swipe to the previous or next photo. */
const SWIPE_PX = 50;

interface View {
  /** The photo this view belongs to: another photo starts unzoomed and upright. */
  photo: number | null;
  zoomStep: number;
  rotation: number;
  panX: number;
  panY: number;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  panX: number;
  panY: number;
}

/**
 * Zoom, rotation and pointer gestures of the lightbox (SPEC §9: zoom and rotate on, centred, horizontal
 * swipe). At normal size a horizontal swipe changes photo; zoomed in, dragging moves the photo.
 */
export function useLightboxView(photo: number | null, onSwipe: (direction: -1 | 1) => void) {
  const initial: View = { photo, zoomStep: 0, rotation: 0, panX: 0, panY: 0 };
  const [stored, setStored] = useState<View>(initial);
  const view = stored.photo === photo ? stored : initial;
  const update = (change: Partial<View>) => setStored({ ...view, ...change, photo });
  const drag = useRef<Drag | null>(null);
  const zoom = ZOOM_STEPS[view.zoomStep] ?? 1;

  const zoomBy = (delta: 1 | -1) => {
    const zoomStep = Math.min(ZOOM_STEPS.length - 1, Math.max(0, view.zoomStep + delta));
    update(zoomStep === 0 ? { zoomStep, panX: 0, panY: 0 } : { zoomStep });
  };
  const rotate = () => update({ rotation: (view.rotation + 90) % 360 });

  const pointerHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const { clientX: startX, clientY: startY, pointerId } = event;
      drag.current = { pointerId, startX, startY, panX: view.panX, panY: view.panY };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId || zoom === 1) return;
      update({
        panX: current.panX + event.clientX - current.startX,
        panY: current.panY + event.clientY - current.startY,
      });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      drag.current = null;
      if (!current || current.pointerId !== event.pointerId || zoom !== 1) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      drag.current = null;
    },
  };

  return {
    zoom,
    canZoomIn: view.zoomStep < ZOOM_STEPS.length - 1,
    canZoomOut: view.zoomStep > 0,
    sideways: view.rotation % 180 !== 0,
    transform: `translate(${view.panX}px, ${view.panY}px) scale(${zoom}) rotate(${view.rotation}deg)`,
    zoomBy,
    rotate,
    pointerHandlers,
  };
}
