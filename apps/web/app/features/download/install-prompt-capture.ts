/**
 * Kept by the document's inline script (`INSTALL_PROMPT_CAPTURE`): Chromium offers installation as soon as
 * it has read the manifest, usually before the app's code has loaded (ADR 009), when no hook listens yet.
 * Apart from the hook (`use-install-prompt.ts`): the root, on every page, needs only this string.
 */
export const EARLY_PROMPT = '__kalendoInstallPrompt';
export const INSTALL_PROMPT_CAPTURE = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${EARLY_PROMPT}=e});addEventListener('appinstalled',function(){window.${EARLY_PROMPT}=null})`;
