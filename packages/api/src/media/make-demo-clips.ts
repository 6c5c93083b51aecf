/**
 * Makes the demo's short video clips once (`npm run make-demo-clips --workspace @kalendo/api`): for every
 * video look of the demo seed, its artwork (the poster the image endpoint draws) slowly zoomed in from
 * its first frame for a few seconds, silent, H.264 in MP4 with the index first. The clips are committed beside the seed;
 * the ffmpeg binary comes from the npm package `@ffmpeg-installer/ffmpeg` (a dev dependency).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { buildDemoData, demoMediaPath } from '@kalendo/demo-data';
import sharp from 'sharp';
import { renderArtworkSvg } from './render-artwork.ts';

const run = promisify(execFile);
/** Frame size: the poster's 4:5 (or 1:1) at 480 px wide, even numbers for H.264. */
const WIDTH = 480;
const FPS = 24;

async function makeClip(spec: Parameters<typeof renderArtworkSvg>[0], seconds: number, file: string) {
  const height = Math.round((WIDTH * spec.height) / spec.width / 2) * 2;
  const work = await mkdtemp(join(tmpdir(), 'clip-'));
  try {
    const frame = join(work, 'frame.png');
    await writeFile(
      frame,
      await sharp(Buffer.from(renderArtworkSvg(spec)))
        .resize(WIDTH * 2, height * 2)
        .png()
        .toBuffer(),
    );
    const frames = seconds * FPS;
    await mkdir(dirname(file), { recursive: true });
    await run(ffmpeg.path, [
      '-y',
      '-loop',
      '1',
      '-i',
      frame,
      '-vf',
      `zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${height}:fps=${FPS}`,
      '-frames:v',
      String(frames),
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const videos = buildDemoData(new Date()).media.filter((row) => row.kind === 'video');
let total = 0;
for (const video of videos) {
  const file = video.storageKey ? demoMediaPath(video.storageKey) : null;
  if (!file || !video.artwork || !video.id) throw new Error(`video ${video.id} has no clip or artwork`);
  await makeClip(
    { id: video.id, width: video.width, height: video.height, alt: video.alt ?? '', ...video.artwork },
    video.durationSeconds ?? 4,
    file,
  );
  const { size } = await stat(file);
  total += size;
  console.info(`${video.storageKey}: ${Math.round(size / 1024)} KB`);
}
console.info(`${videos.length} clips, ${Math.round(total / 1024)} KB in all`);
