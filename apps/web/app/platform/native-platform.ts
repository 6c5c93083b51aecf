/** True inside the Capacitor native shell (the bridge is absent on the web and during server rendering). */
export function isNativePlatform(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() ?? false;
}
