// Sign-in form rules (docs/product.md section 5 "Login"). Messages are keys of the `Validation` messages.
import { z } from "zod";

export const signInSchema = z.object({
  email: z
    .string("emailRequired")
    .trim()
    .min(1, { message: "emailRequired", abort: true })
    .check(z.email("emailFormat")),
  password: z.string("passwordRequired").min(1, "passwordRequired"),
});

export type SignInInput = z.infer<typeof signInSchema>;

/** The first message key per field, for showing under the inputs. */
export function fieldErrors<T extends z.ZodType>(schema: T, input: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}
