/** Topics of a message to customer support (no zod here: the browser imports it). */
export const CONTACT_TOPICS = ['booking', 'account', 'business', 'other'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
