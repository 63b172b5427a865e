"use client";

// The contact form (docs/product.md sections 2 and 5): first name, last name, email, topic, message. The
// client checks the names (required) and the email (required, valid); the topic and the message
// are left to the server, whose errors show under their fields. Success clears the form and
// opens the thank-you modal "Email has been successfully sent".
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useFormState } from "@/components/ui/form-state";
import { api } from "@/lib/client/api";
import { CONTACT_TOPICS, type ContactTopicSlug } from "@/lib/validation/contact-topics";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { NameFields } from "@/components/ui/name-fields";
import { TextField } from "@/components/ui/text-field";
import { FieldError, FieldLabel } from "@/components/ui/field-label";

/** The email check of the server's schema (zod's email pattern). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Field = "first_name" | "last_name" | "email" | "subject" | "text";
const EMPTY: Record<Field, string> = { first_name: "", last_name: "", email: "", subject: "", text: "" };

const inputClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100 aria-invalid:border-danger-500";

export function ContactForm() {
  const t = useTranslations("Contact");
  const locale = useLocale();
  const form = useFormState<Record<Field, string>, Field>(EMPTY);
  const { values, errors, general, set } = form;
  const [sent, setSent] = useState(false);

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ["first_name", "last_name", "email"] as const)
      if (!values[field].trim()) found[field] = t("errors.required");
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = t("errors.email");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    form.setErrors(found);
    form.setGeneral([]);
    if (Object.keys(found).length) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    form.setBusy(true);
    const body = {
      ...values,
      // The topic is the server's to check (docs/product.md section 5): an empty choice is sent as it is.
      subject: values.subject as ContactTopicSlug,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
    };
    const result = await api("POST", "/contact-us/", { body, locale });
    form.setBusy(false);
    if (!result.ok) return form.refused(result.error, Object.keys(EMPTY));
    form.setValues(EMPTY);
    setSent(true);
  };

  const describedBy = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: Field) => <FieldError id={`contact-${field}-error`} message={errors[field]} />;

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-5"
        aria-describedby={general.length ? "contact-general-error" : undefined}
      >
        <NameFields idPrefix="contact" labels={{ first_name: t("firstName"), last_name: t("lastName") }} form={form} />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label={t("email")}
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <div>
          <FieldLabel htmlFor="contact-subject">{t("topic")}</FieldLabel>
          <select
            id="contact-subject"
            name="subject"
            value={values.subject}
            onChange={(e) => set("subject")(e.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            className={inputClass}
          >
            <option value="">{t("chooseTopic")}</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
          {fieldError("subject")}
        </div>
        <div>
          <FieldLabel htmlFor="contact-text">{t("message")}</FieldLabel>
          <textarea
            id="contact-text"
            name="text"
            rows={6}
            value={values.text}
            onChange={(e) => set("text")(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy("text")}
            className={inputClass}
          />
          {fieldError("text")}
        </div>
        {general.length > 0 && (
          <div
            id="contact-general-error"
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200"
          >
            {general.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <Button type="submit" disabled={form.busy} className="w-full px-8 py-3 sm:w-auto">
          {form.busy ? t("sending") : t("send")}
        </Button>
      </form>
      {sent && (
        <Dialog title={t("thanksTitle")} onClose={() => setSent(false)}>
          <p className="text-slate-700">{t("sent")}</p>
          <Button onClick={() => setSent(false)} className="mt-6 w-full">
            {t("close")}
          </Button>
        </Dialog>
      )}
    </>
  );
}
