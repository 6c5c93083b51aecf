/**
 * The one message schema between a widget frame and the page that embeds it (ADR 019): the frame tells its
 * height (inline widgets grow with their content) and asks to be closed (Esc pressed inside a modal).
 * Nothing else is ever sent, and nothing personal: the host checks the sender's origin and window.
 */
export const FRAME_MESSAGE_SOURCE = 'kalendo-widget';

export type FrameMessage =
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'resize'; height: number }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'close' };

/** The message if `data` is exactly one of ours, else null. */
export function frameMessageOf(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== FRAME_MESSAGE_SOURCE) return null;
  if (message.type === 'close') return { source: FRAME_MESSAGE_SOURCE, type: 'close' };
  const { height } = message;
  if (message.type === 'resize' && typeof height === 'number' && height >= 0 && height <= 100_000)
    return { source: FRAME_MESSAGE_SOURCE, type: 'resize', height: Math.ceil(height) };
  return null;
}
