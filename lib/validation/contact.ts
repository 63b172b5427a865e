// The contact form (docs/product.md section 5 "Contact"): e-mail, first and last name required with "This
// field is required"; the topic is one of the spec's slugs; the message is required.
import { z } from "zod";
import { CONTACT_TOPICS } from "./contact-topics";

export { CONTACT_TOPICS, type ContactTopicSlug } from "./contact-topics";

const required = () => z.string("required").trim().min(1, { message: "required", abort: true });

export const contactSchema = z.object({
  subject: z.enum(CONTACT_TOPICS, "topic"),
  text: required().max(5000, "textLength"),
  first_name: required().max(30, "maxLength30"),
  last_name: required().max(30, "maxLength30"),
  email: required().max(254, { message: "email", abort: true }).check(z.email("email")),
});
export type ContactInput = z.output<typeof contactSchema>;
