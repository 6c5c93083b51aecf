import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoMediaPath } from '../demo-media.ts';
import { buildDemoData } from './build-demo-data.ts';
import { DEMO_CLIP_COUNT } from './build-inspiration.ts';

describe('the Look Book of the demo seed', () => {
  const data = buildDemoData(new Date('2026-11-26T10:00:00Z'));
  const looks = data.media.filter((row) => row.marketplaceServiceId && row.kind !== 'logo');

  it('has short videos whose clips exist beside the seed, under 3 MB together, each with captions', () => {
    const videos = looks.filter((row) => row.kind === 'video');
    expect(videos).toHaveLength(DEMO_CLIP_COUNT);
    let bytes = 0;
    for (const video of videos) {
      const path = demoMediaPath(video.storageKey ?? '');
      expect(path && existsSync(path)).toBe(true);
      bytes += path ? statSync(path).size : 0;
      expect(Object.values(video.captions ?? {})).toEqual([video.alt]);
    }
    expect(bytes).toBeLessThan(3_000_000);
  });

  it('names the staff member of most looks, always one who does that service at that place', () => {
    const doers = new Map(data.staffServices.map((row) => [`${row.staffId} ${row.serviceId}`, true]));
    const services = data.services;
    const withStaff = looks.filter((row) => row.staffId);
    expect(withStaff.length / looks.length).toBeGreaterThan(0.6);
    for (const look of withStaff) {
      const offered = services.filter(
        (service) =>
          service.locationId === look.locationId &&
          service.marketplaceServiceId === look.marketplaceServiceId,
      );
      expect(offered.some((service) => doers.has(`${look.staffId} ${service.id}`))).toBe(true);
    }
  });

  it('shows at least two looks of every service type it shows, so each look has a neighbour', () => {
    const perType = new Map<string, number>();
    for (const look of looks)
      perType.set(look.marketplaceServiceId ?? '', (perType.get(look.marketplaceServiceId ?? '') ?? 0) + 1);
    expect(Math.min(...perType.values())).toBeGreaterThanOrEqual(2);
  });

  it('keeps storage keys inside the media directory', () => {
    expect(demoMediaPath('../../../etc/passwd')).toBeNull();
  });
});
