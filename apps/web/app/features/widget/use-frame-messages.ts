import { type RefObject, useEffect } from 'react';
import { FRAME_MESSAGE_SOURCE, type FrameMessage } from '../../../widget/frame-messages.ts';

/**
 * Inside a frame on a business's site (ADR 019): tells the embedding page the height of `content` as it
 * changes (an inline widget grows with it) and asks it to close a modal widget on Esc. The messages carry
 * nothing else, so any embedding origin may read them; the loader checks they come from our origin.
 */
export function useFrameMessages(content: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = content.current;
    if (window.parent === window || !element) return;
    const post = (message: FrameMessage) => window.parent.postMessage(message, '*');
    const observer = new ResizeObserver(() =>
      post({ source: FRAME_MESSAGE_SOURCE, type: 'resize', height: element.getBoundingClientRect().height }),
    );
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented)
        post({ source: FRAME_MESSAGE_SOURCE, type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [content]);
}
