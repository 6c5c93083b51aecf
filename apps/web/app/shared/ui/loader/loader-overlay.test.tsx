import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoaderOverlay } from './loader-overlay.tsx';
import { IDLE_LOADER_STATE, type LoaderState } from './loader-state.ts';

// Server rendering needs no DOM: enough to check the markup contract of the overlay.
const render = (state: LoaderState, fastFadeOut = false) =>
  renderToStaticMarkup(<LoaderOverlay state={state} label="Loading…" fastFadeOut={fastFadeOut} />);

const shown: LoaderState = {
  foreground: { visible: true, fadingOut: false },
  background: { visible: false },
};

describe('LoaderOverlay', () => {
  it('renders nothing for an idle loader', () => {
    expect(render(IDLE_LOADER_STATE)).toBe('');
  });

  it('renders a named, busy progress bar with the logo, spinner and bar sizes of SPEC §9', () => {
    const html = render(shown);
    expect(html).toMatch(/role="progressbar" aria-labelledby="([^"]+)" aria-busy="true"/);
    expect(html).toMatch(/<span id="[^"]+" class="sr-only">Loading…<\/span>/);
    expect(html).toContain('<img src="/favicon.svg" alt="" width="120" height="120"/>');
    expect(html).toContain('width:60px;height:60px');
    expect(html).toContain('height:3px');
    expect(html).toContain('gap:24px');
    expect(html).toContain('motion-reduce:');
    expect(html).not.toContain('aria-valuenow');
  });

  it('fades out for 1001 ms (601 ms when fast), hidden from assistive technology', () => {
    const fading: LoaderState = { ...shown, foreground: { visible: false, fadingOut: true } };
    expect(render(fading)).toContain('transition-duration:1001ms');
    expect(render(fading, true)).toContain('transition-duration:601ms');
    expect(render(fading)).toContain('aria-hidden="true"');
    expect(render(fading)).toContain('opacity-0');
  });

  it('shows determinate progress', () => {
    const html = render({ ...shown, foreground: { visible: true, fadingOut: false, progress: 0.25 } });
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('width:25%');
  });

  it('renders only the corner spinner for a background task', () => {
    const html = render({ ...IDLE_LOADER_STATE, background: { visible: true } });
    expect(html).toContain('aria-label="Loading…"');
    expect(html).not.toContain('favicon.svg');
  });
});
