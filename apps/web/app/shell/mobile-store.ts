export type MobileStore = 'ios' | 'android' | 'huawei';

/** Which store a mobile web browser belongs to (SPEC §2: iOS, Android or Huawei), or null elsewhere. */
export function mobileStoreOf(userAgent: string): MobileStore | null {
  if (/HuaweiBrowser|HUAWEI|HarmonyOS|HMSCore/i.test(userAgent)) return 'huawei';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** SPEC §9: the download banner opens 7000 ms after the page starts. */
export const DOWNLOAD_BANNER_DELAY_MS = 7000;
