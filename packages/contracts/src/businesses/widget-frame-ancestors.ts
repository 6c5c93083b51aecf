import { z } from '@hono/zod-openapi';

export const WidgetFrameAncestorsSchema = z
  .object({
    frameAncestors: z.array(z.string()).openapi({
      description:
        "Sites that may frame the business's widget pages (CSP frame-ancestors): origins, ['*'] when the business allows any site, [] for none",
      example: ['https://www.sohobarber.example'],
    }),
  })
  .openapi('WidgetFrameAncestors');

export type WidgetFrameAncestorsDto = z.infer<typeof WidgetFrameAncestorsSchema>;
