export { buildDemoData } from './demo/build-demo-data.ts';
export { DEMO_MEDIA_DIR, demoMediaPath } from './demo-media.ts';
export { generateLarge } from './generate-large.ts';
export { isDatabaseEmpty, type SeedSummary, seedDemo } from './seed-demo.ts';
