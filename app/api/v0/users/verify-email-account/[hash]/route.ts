// POST /api/v0/users/verify-email-account/{hash}/ – the activation link.
import { handle, methods } from "@/lib/api/handler";
import { verifyEmail } from "@/lib/api/endpoints/users";
import { verifyEmailAccount } from "@/lib/server/users/verify-email-account";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(verifyEmail, async ({ params, t }) => {
    await verifyEmailAccount(params);
    return { is_email_verified: true as const, detail: t("Api.done.emailVerified") };
  }),
});
