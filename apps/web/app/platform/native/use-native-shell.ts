import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { RootData } from '../../lib/root-data.ts';
import { THEME_COLOR } from '../../shared/business/brand.ts';
import { reportingLog } from '../error-reporting/report-error.ts';
import { handleBackButton } from './back-button.ts';
import { styleStatusBar } from './status-bar.ts';

/**
 * The native shell's part of start-up (SPEC §7, §9): the back button goes back a page, and the status bar
 * takes the theme colour (a private app's brand colour) with light text. Each port falls back to what the
 * browser does on the web.
 */
export function useNativeShell(root: RootData | undefined): void {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the app's lifetime.
  useEffect(() => handleBackButton(() => void navigate(-1)), []);
  const color = root?.brand?.themeColor ?? THEME_COLOR;
  useEffect(() => {
    styleStatusBar({ style: 'DARK', color }).catch((error: unknown) =>
      reportingLog.warn('The status bar could not be styled', error),
    );
  }, [color]);
}
