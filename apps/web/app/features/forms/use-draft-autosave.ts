import type { FormAnswers } from '@kalendo/domain';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '../../lib/root-data.ts';
import { browserApi } from '../../platform/browser-api.ts';

/** Wait after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

const localKey = (responseId: string) => `kalendo-form-draft:${responseId}`;

/** Answers kept on this device when the last save did not reach us (no connection), if any. */
export function readLocalDraft(responseId: string): FormAnswers | null {
  try {
    const kept = localStorage.getItem(localKey(responseId));
    return kept ? (JSON.parse(kept) as FormAnswers) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps (or forgets, with null) the answers on this device. A frame denied storage (a business's widget in a
 * browser blocking third-party storage, ADR 019) keeps nothing.
 */
function keepLocalDraft(responseId: string, answers: FormAnswers | null): void {
  try {
    if (answers) localStorage.setItem(localKey(responseId), JSON.stringify(answers));
    else localStorage.removeItem(localKey(responseId));
  } catch {
    // Storage denied: the draft stays on the server only.
  }
}

/**
 * Saves the answers as a draft a moment after each change (`PUT …/draft`), so a reload finds them. Without
 * a connection they are kept on this device and sent with the next change or visit.
 */
export function useDraftAutosave(responseId: string, answers: FormAnswers, enabled: boolean): DraftStatus {
  const root = useRootData();
  const [status, setStatus] = useState<DraftStatus>('idle');
  // What the server holds: opening the page, or a change undone, saves nothing.
  const saved = useRef(JSON.stringify(answers));

  useEffect(() => {
    const current = JSON.stringify(answers);
    if (!enabled || !root || current === saved.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('saving');
      browserApi(root, controller.signal)
        .then((api) => api.saveFormDraft(responseId, answers))
        .then(
          (result) => {
            if (result.ok) {
              saved.current = current;
              keepLocalDraft(responseId, null);
            }
            setStatus(result.ok ? 'saved' : 'refused');
          },
          () => {
            if (controller.signal.aborted) return;
            keepLocalDraft(responseId, answers);
            setStatus('offline');
          },
        );
    }, AUTOSAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [responseId, answers, enabled, root]);

  return status;
}
