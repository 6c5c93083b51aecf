import { describe, expect, it } from 'vitest';
import { modeRules } from './app-mode.ts';

describe('modeRules', () => {
  it.each([
    ['marketplace', { showDiscovery: true, blockSearchAndServices: false, homeIsLocations: false }],
    ['private-app', { showDiscovery: false, blockSearchAndServices: true, homeIsLocations: false }],
    ['widget', { showDiscovery: false, blockSearchAndServices: false, homeIsLocations: false }],
    ['custom-domain', { showDiscovery: false, blockSearchAndServices: true, homeIsLocations: true }],
  ] as const)('%s', (mode, rules) => {
    expect(modeRules(mode)).toEqual(rules);
  });
});
