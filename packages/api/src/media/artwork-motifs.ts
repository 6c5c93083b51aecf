/**
 * Simple line drawings (24×24 viewBox, stroke only) that stand for each category in generated artwork.
 * Drawn for Kalendo; no third-party artwork.
 */
export const ARTWORK_MOTIFS: Record<string, string> = {
  hair: '<circle cx="6" cy="6" r="3"/><circle cx="6" cy="18" r="3"/><path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12"/>',
  barber: '<path d="M7 3h10v4H7zM8 7v14M16 7v14M8 11l8-3M8 15l8-3M8 19l8-3"/>',
  nails: '<path d="M9 21V9a3 3 0 0 1 6 0v12M9 13h6"/><path d="M10 6.5 12 3l2 3.5"/>',
  massage: '<path d="M4 14c3-2 6-2 8 0s5 2 8 0M4 18c3-2 6-2 8 0s5 2 8 0"/><circle cx="12" cy="7" r="3"/>',
  spa: '<path d="M12 21c-5-3-7-7-7-11 3 0 5 2 7 5 2-3 4-5 7-5 0 4-2 8-7 11Z"/><path d="M12 15V3"/>',
  beauty: '<path d="M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5Z"/>',
  fitness: '<path d="M6 7v10M3 9v6M18 7v10M21 9v6M6 12h12"/>',
  yoga: '<circle cx="12" cy="5" r="2"/><path d="M12 8v6M5 11l7 3 7-3M8 20l4-6 4 6"/>',
  dance: '<path d="M9 18V5l11-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>',
  physio:
    '<path d="M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11Z"/><path d="M8 12h2l1.5-3 2 6 1.5-3h2"/>',
  dental:
    '<path d="M7 3c-2 0-4 2-4 5 0 4 2 5 3 9 .5 2 1 4 2.5 4S10 17 12 17s2 4 3.5 4 2-2 2.5-4c1-4 3-5 3-9 0-3-2-5-4-5-2 0-3 1-5 1S9 3 7 3Z"/>',
  tattoo: '<path d="M12 3c3 4 6 6 6 10a6 6 0 0 1-12 0c0-4 3-6 6-10Z"/><path d="M10 14a2 2 0 0 0 4 0"/>',
};

export const FALLBACK_MOTIF = '<circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/>';
