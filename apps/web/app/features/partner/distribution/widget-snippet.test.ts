import { describe, expect, it } from 'vitest';
import { widgetFramePath, widgetSnippets } from './widget-snippet.ts';

describe('widget snippet', () => {
  it('frames the same embed pages the loader opens', () => {
    expect(widgetFramePath({ kind: 'business', slug: 'nova' }, 'bg')).toBe('/bg/embed/business/nova');
    expect(widgetFramePath({ kind: 'place', slug: 'nova-sofia' }, 'de')).toBe(
      '/de/embed/location-services/nova-sofia',
    );
  });

  it('calls Kalendo.widget with the options the loader takes, inline in its own container', () => {
    const { script, frame, src } = widgetSnippets(
      'https://kalendo.app',
      { kind: 'place', slug: 'nova-sofia' },
      'en',
    );
    expect(script).toContain('<script src="https://kalendo.app/widget.js"></script>');
    expect(script).toContain(
      'Kalendo.widget({ type: "location-services", slug: "nova-sofia", language: "en", modal: false, container: "#kalendo-booking" });',
    );
    expect(src).toBe('https://kalendo.app/en/embed/location-services/nova-sofia');
    expect(frame).toContain(`src="${src}"`);
  });

  it('cannot be broken out of by a slug', () => {
    const { script } = widgetSnippets(
      'https://kalendo.app',
      { kind: 'business', slug: '"</script><x' },
      'en',
    );
    expect(script).not.toContain('</script><x');
    expect(script.match(/<\/script>/g)).toHaveLength(2);
  });
});
