import { useEffect, useState } from 'react';
import { EARLY_PROMPT } from './install-prompt-capture.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
