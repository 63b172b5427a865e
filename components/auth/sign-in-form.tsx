"use client";

// Email and password, checked as docs/product.md section 5 "Login" says (lib/validation/auth.ts); errors show
// under the fields, a refused sign-in as "Email or Password is invalid", a throttled or locked one
// (lib/api/next-auth-route.ts: error "Throttled:<s>" or "AccountLocked:<s>") with the wait.
import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useSession } from "./session";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { fieldErrors, signInSchema } from "@/lib/validation/auth";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useAuthModals } from "./modal-context";

type Field = "email" | "password";
type ValidationKey = "emailRequired" | "emailFormat" | "passwordRequired";

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations("SignIn");
  const v = useTranslations("Validation");
  const router = useRouter();
  const { refresh: refreshSession } = useSession();
  const { openForgotPassword } = useAuthModals();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(signInSchema, values);
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`sign-in-${found.email ? "email" : "password"}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      if (!result?.ok) {
        const [code, seconds] = (result?.error ?? "").split(":");
        if (code === "Throttled" || code === "AccountLocked")
          setFailed(t(code === "Throttled" ? "throttled" : "locked", { seconds: Number(seconds) || 60 }));
        else setFailed(t("invalid"));
        return;
      }
      await refreshSession();
      onSignedIn();
      router.refresh();
    } catch {
      setFailed(t("invalid"));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, type: "email" | "password", autoComplete: string) => (
    <TextField
      id={`sign-in-${name}`}
      name={name}
      type={type}
      label={t(name)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
      error={errors[name] ? v(errors[name] as ValidationKey) : undefined}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {field("email", "email", "email")}
      {field("password", "password", "current-password")}
      <p className="-mt-2 text-right">
        <button
          type="button"
          onClick={openForgotPassword}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("forgot")}
        </button>
      </p>
      {failed && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100">
          {failed}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass("solid", "w-full py-3 text-base")}>
        {busy ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
