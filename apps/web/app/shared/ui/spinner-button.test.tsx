import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpinnerButton } from './spinner-button.tsx';

describe('SpinnerButton', () => {
  it('is disabled, busy and has the is-loading class while loading', () => {
    const html = renderToStaticMarkup(
      <SpinnerButton loading type="submit">
        Send
      </SpinnerButton>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/class="[^"]*\bis-loading\b/);
  });

  it('is an ordinary button otherwise', () => {
    const html = renderToStaticMarkup(<SpinnerButton loading={false}>Send</SpinnerButton>);
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('is-loading');
  });
});
