/** `mm:ss.ttt` of WebVTT. */
function timestamp(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
}

/**
 * Where the cue is drawn: its top at 70 % of the picture's height, above the player's own buttons at the
 * bottom (play and sound, about 36 px), which would otherwise cover a caption drawn on the last line.
 */
const CUE_SETTINGS = 'line:70%';

/** A WebVTT file of one cue over the whole clip; `-->` and blank lines in the text cannot end the cue. */
export function webVtt(text: string, durationSeconds: number): string {
  const cue = text
    .replace(/-->/g, '→')
    .replace(/\s*\n\s*\n\s*/g, '\n')
    .replace(/[<&]/g, (ch) => (ch === '<' ? '&lt;' : '&amp;'));
  return `WEBVTT\n\n${timestamp(0)} --> ${timestamp(Math.max(durationSeconds, 1))} ${CUE_SETTINGS}\n${cue}\n`;
}
