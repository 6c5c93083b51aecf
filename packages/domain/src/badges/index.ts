export {
  countShellBadges,
  type ShellBadgeCounts,
  type ShellBadgeDeps,
  type ShellBadgeStore,
} from './shell-badges.ts';
