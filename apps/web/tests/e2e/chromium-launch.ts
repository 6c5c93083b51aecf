/**
 * How the end-to-end tests start Debian's Chromium (never a downloaded browser): the config's default, and
 * the base of a spec that needs flags of its own (a host resolver rule, third-party cookies blocked).
 */
export function chromiumLaunch(extraArgs: readonly string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}
