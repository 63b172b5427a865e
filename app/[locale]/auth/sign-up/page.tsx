// /auth/sign-up/ (docs/product.md section 2, the sign-up root): step 1 while sign-up is open, the sign-up closed notice while it
// is closed. Decided per request, so the run-time setting counts as well as SIGN_UP_OPEN.
import { connection } from "next/server";
import type { Locale } from "@/i18n/routing";
import { redirect } from "@/i18n/navigation";
import { isSignUpOpen } from "@/lib/server/settings";
import { SELECT_TEAM_PAGE } from "@/lib/sign-up-path";
import { SIGN_UP_CLOSED_PATH } from "@/lib/routes";

export default async function SignUpRoot({ params }: PageProps<"/[locale]/auth/sign-up">) {
  const locale = (await params).locale as Locale;
  await connection();
  redirect({ href: (await isSignUpOpen()) ? SELECT_TEAM_PAGE : SIGN_UP_CLOSED_PATH, locale });
}
