/** A brand colour as the database keeps it: `#rrggbb` in lower case, or null for a typed value that is not one. */
export function brandColourOf(value: string): string | null {
  const colour = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(colour) ? colour : null;
}

/** WCAG relative luminance of an `#rrggbb` colour. */
function luminance(colour: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What text reads on the colour (the splash's and buttons' text): white or near-black, whichever contrasts
 * more, and whether even that stays under WCAG's 4.5:1 for normal text (a hint for the partner, not a refusal).
 */
export function textOnBrand(colour: string): { text: '#ffffff' | '#0f172a'; ratio: number; low: boolean } {
  const white = contrastRatio(colour, '#ffffff');
  const dark = contrastRatio(colour, '#0f172a');
  const text = white >= dark ? '#ffffff' : '#0f172a';
  const ratio = Math.round(Math.max(white, dark) * 10) / 10;
  return { text, ratio, low: Math.max(white, dark) < 4.5 };
}
