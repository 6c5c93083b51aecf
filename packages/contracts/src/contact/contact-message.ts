import { z } from '@hono/zod-openapi';
import { CONTACT_TOPICS } from './contact-topics.ts';

/** A message to customer support from the contacts page. Field errors use the keys of `contact.errors`. */
export const ContactMessageInputSchema = z
  .object({
    name: z.string().trim().min(1, 'name').max(120, 'tooLong'),
    email: z.email('email').max(254, 'tooLong'),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string().trim().min(10, 'message').max(5000, 'tooLong'),
  })
  .openapi('ContactMessageInput');

export const ContactMessageAcceptedSchema = z
  .object({ status: z.literal('accepted') })
  .openapi('ContactMessageAccepted');

export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;
