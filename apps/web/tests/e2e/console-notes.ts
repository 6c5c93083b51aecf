/**
 * Performance notes of the software GL driver this machine draws the map with ("GPU stall due to
 * ReadPixels"): Chromium logs them as warnings, but they are not the page's.
 */
export const GL_DRIVER_NOTE = /\[\.WebGL-[^\]]*\]GL Driver Message/;
