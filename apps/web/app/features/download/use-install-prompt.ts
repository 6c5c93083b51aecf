import { useEffect, useState } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Kept by the document's inline script (`INSTALL_PROMPT_CAPTURE`): Chromium offers installation as soon as
 * it has read the manifest, usually before the app's code has loaded (ADR 009), when no hook listens yet.
 */
const EARLY_PROMPT = '__kalendoInstallPrompt';
export const INSTALL_PROMPT_CAPTURE = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${EARLY_PROMPT}=e});addEventListener('appinstalled',function(){window.${EARLY_PROMPT}=null})`;

/** The browser's PWA install prompt, when it offers one (`beforeinstallprompt`), and whether the app is installed. */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    setInstalled(window.matchMedia('(display-mode: standalone)').matches);
    const early = (window as unknown as Record<string, BeforeInstallPromptEvent | null | undefined>)[
      EARLY_PROMPT
    ];
    if (early) setEvent(early);
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!event) return;
    await event.prompt();
    if ((await event.userChoice).outcome === 'accepted') setInstalled(true);
    setEvent(null);
  };
  return { canInstall: event !== null, installed, install };
}
