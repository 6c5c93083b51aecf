import { useEffect, useRef, useState } from 'react';

/**
 * Where a photo drawn over its preview is: `painted` until known otherwise (the server's HTML, and without
 * JavaScript the photo simply draws over its preview), `waiting` once hydrated while it still loads, then
 * `arrived` — the moment its preview fades out and it fades in.
 */
export function useImageArrival() {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<'painted' | 'waiting' | 'arrived'>('painted');
  useEffect(() => {
    const image = ref.current;
    setState(image && !image.complete ? 'waiting' : 'arrived');
  }, []);
  const arrive = () => setState('arrived');
  return { ref, state, onLoad: arrive, onError: arrive };
}
