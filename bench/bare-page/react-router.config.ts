import type { Config } from '@react-router/dev/config';

/** The reference of the throughput benchmark: the smallest server-rendered React Router app. */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
