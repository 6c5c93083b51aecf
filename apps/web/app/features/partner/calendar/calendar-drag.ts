import {
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Where a dragged appointment would go: a column of the grid and a start on its day, in minutes. */
export interface DragTarget {
  appointmentId: string;
  columnKey: string;
  minutes: number;
  length: number;
}

/** Moves snap to five minutes. */
export const SNAP_MINUTES = 5;
/** A press that moves less than this is a click (the block's link), not a drag. */
const DRAG_THRESHOLD_PX = 5;
const DAY_MINUTES = 24 * 60;

/** A start under the pointer, `grab` minutes above it, snapped and kept inside the day. */
export function snappedStart(pointerMinutes: number, grab: number, length: number): number {
  const snapped = Math.round((pointerMinutes - grab) / SNAP_MINUTES) * SNAP_MINUTES;
  return Math.min(Math.max(snapped, 0), DAY_MINUTES - length);
}

interface Pressed {
  appointmentId: string;
  x: number;
  y: number;
  /** Minutes between the block's start and where it was grabbed. */
  grab: number;
  length: number;
  active: boolean;
}

/** The drop column under a point (`data-column` with `data-drop`), while the pointer is captured. */
function columnAt(x: number, y: number): HTMLElement | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const column = element.closest<HTMLElement>('[data-column][data-drop="true"]');
    if (column) return column;
  }
  return null;
}

/**
 * Pointer drag of the grid's appointment blocks (`data-drag-id`, `data-drag-start`, `data-drag-length`)
 * between its columns (`data-column`): the target shows while dragging, snapped to five minutes; a drop
 * calls `onDrop`, Escape cancels. The mouse and pen only: touch scrolls, and the move form stays the way
 * for the keyboard and screen readers.
 */
export function useDragMove({
  enabled,
  firstHour,
  hourPx,
  onDrop,
}: {
  enabled: boolean;
  firstHour: number;
  hourPx: number;
  onDrop: (target: DragTarget) => void;
}) {
  const [target, setTarget] = useState<DragTarget | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const pressed = useRef<Pressed | null>(null);
  const latest = useRef<DragTarget | null>(null);
  const swallowClick = useRef(false);

  const show = (next: DragTarget | null) => {
    latest.current = next;
    setTarget(next);
  };
  const minutesAt = (column: HTMLElement, y: number) =>
    firstHour * 60 + ((y - column.getBoundingClientRect().top) * 60) / hourPx;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !pressed.current?.active) return;
      pressed.current = null;
      swallowClick.current = true;
      latest.current = null;
      setTarget(null);
      setCancelled(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return {
    target,
    /** Announced for screen readers: the drag was cancelled. */
    cancelled,
    handlers: {
      onPointerDown(event: ReactPointerEvent<HTMLElement>) {
        if (!enabled || event.button !== 0 || event.pointerType === 'touch') return;
        const block = (event.target as HTMLElement).closest<HTMLElement>('[data-drag-id]');
        const column = block?.closest<HTMLElement>('[data-column]');
        if (!block || !column) return;
        const start = Number(block.dataset.dragStart);
        setCancelled(false);
        pressed.current = {
          appointmentId: block.dataset.dragId ?? '',
          x: event.clientX,
          y: event.clientY,
          grab: minutesAt(column, event.clientY) - start,
          length: Number(block.dataset.dragLength),
          active: false,
        };
      },
      onPointerMove(event: ReactPointerEvent<HTMLElement>) {
        const press = pressed.current;
        if (!press) return;
        if (!press.active) {
          if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD_PX) return;
          press.active = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        const column = columnAt(event.clientX, event.clientY);
        if (!column) return;
        show({
          appointmentId: press.appointmentId,
          columnKey: column.dataset.column ?? '',
          minutes: snappedStart(minutesAt(column, event.clientY), press.grab, press.length),
          length: press.length,
        });
      },
      onPointerUp() {
        const press = pressed.current;
        pressed.current = null;
        if (!press?.active) return;
        swallowClick.current = true;
        const dropped = latest.current;
        show(null);
        if (dropped) onDrop(dropped);
      },
      onPointerCancel() {
        pressed.current = null;
        show(null);
      },
      /** The click that ends a drag is not the block's link. */
      onClickCapture(event: SyntheticEvent) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      /** The browser's own dragging of links stays out of the way. */
      onDragStart(event: SyntheticEvent) {
        if (enabled) event.preventDefault();
      },
    },
  };
}
