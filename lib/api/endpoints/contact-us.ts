// /api/v0/contact-us/ (docs/product.md section 7 "Content").
import { contactSchema } from "@/lib/validation/contact";
import { ContactMessage } from "../serializers/content";
import { endpoint } from "../handler";
import { LIMITS } from "../rate-limit";

export const contactUs = endpoint({
  method: "POST",
  path: "/contact-us/",
  tag: "content",
  auth: "optional",
  rateLimit: LIMITS.contact,
  body: contactSchema,
  status: 201,
  response: ContactMessage,
  summary: "Send a message to the operators: stored and mailed to the operator mailbox in the sender's language.",
});
