/** `mm:ss.ttt` of WebVTT. */
function timestamp(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
}

/** A WebVTT file of one cue over the whole clip; `-->` and blank lines in the text cannot end the cue. */
export function webVtt(text: string, durationSeconds: number): string {
  const cue = text
    .replace(/-->/g, '→')
    .replace(/\s*\n\s*\n\s*/g, '\n')
    .replace(/[<&]/g, (ch) => (ch === '<' ? '&lt;' : '&amp;'));
  return `WEBVTT\n\n${timestamp(0)} --> ${timestamp(Math.max(durationSeconds, 1))}\n${cue}\n`;
}
