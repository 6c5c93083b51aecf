import { useEffect, useState } from 'react';

/** The browser's time zone, known only after hydration (the server cannot know it). */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}
