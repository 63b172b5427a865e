// The mails the product sends, in the recipient's language (messages/*.json, namespace Mail).
import { translator, type ApiLocale } from "@/i18n/translator";
import { mailBaseUrl } from "@/lib/env";
import { formatDeadline } from "@/lib/format/dates";
import type { Mail } from "./index";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of a greeting, paragraphs and an optional call-to-action link, as text and HTML. */
function compose(to: string, subject: string, lines: string[], link?: { label: string; url: string }): Mail {
  const text = [...lines, ...(link ? [`${link.label}: ${link.url}`] : [])].join("\n\n");
  const html = [
    ...lines.map((l) => `<p>${escape(l).replace(/\n/g, "<br>")}</p>`),
    ...(link ? [`<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`] : []),
  ].join("\n");
  return { to, subject, text, html };
}

/** A link to a page of the site in the recipient's language, from APP_URL or the address the app is served on. */
export const appLink = (pathAndQuery: string, locale: ApiLocale) =>
  new URL(`${locale === "it" ? "/it" : ""}${pathAndQuery}`, mailBaseUrl()).toString();

/** A mail of one link to follow (Mail.verify, Mail.reset): subject, greeting, body, and the link. */
function linkMail(
  locale: ApiLocale,
  kind: "verify" | "reset",
  options: { to: string; firstName: string },
  pathAndQuery: string,
): Mail {
  const t = translator(locale);
  return compose(
    options.to,
    t(`Mail.${kind}.subject`),
    [t("Mail.greeting", { name: options.firstName }), t(`Mail.${kind}.body`)],
    { label: t(`Mail.${kind}.action`), url: appLink(pathAndQuery, locale) },
  );
}

export const verificationMail = (locale: ApiLocale, options: { to: string; firstName: string; hash: string }): Mail =>
  linkMail(locale, "verify", options, `/auth/sign-up/success?hash=${encodeURIComponent(options.hash)}`);

export const resetMail = (
  locale: ApiLocale,
  options: { to: string; firstName: string; uid: string; token: string },
): Mail =>
  linkMail(
    locale,
    "reset",
    options,
    `/auth/new-password/?uid=${encodeURIComponent(options.uid)}&token=${encodeURIComponent(options.token)}`,
  );

/** A round's deadline reminder (lib/server/users/send-deadline-reminders.ts), with the way to turn reminders off. */
export function deadlineMail(
  locale: ApiLocale,
  options: { to: string; firstName: string; team: string; round: number; deadline: Date },
): Mail {
  const t = translator(locale);
  const deadline = formatDeadline(options.deadline, locale);
  return compose(
    options.to,
    t("Mail.deadline.subject", { round: options.round, deadline }),
    [
      t("Mail.greeting", { name: options.firstName }),
      t("Mail.deadline.body", { round: options.round, deadline, team: options.team }),
      t("Mail.deadline.optOut", { url: appLink("/personal-details/", locale) }),
    ],
    { label: t("Mail.deadline.action"), url: appLink("/next-round-team/", locale) },
  );
}

export function contactMail(
  locale: ApiLocale,
  options: { to: string; topic: string; firstName: string; lastName: string; email: string; text: string },
): Mail {
  const t = translator(locale);
  const mail = compose(
    options.to,
    t("Mail.contact.subject", {
      topic: t(`Mail.topics.${options.topic}`),
      name: `${options.firstName} ${options.lastName}`,
    }),
    [
      t("Mail.contact.from", { name: `${options.firstName} ${options.lastName}`, email: options.email }),
      t("Mail.contact.topic", { topic: t(`Mail.topics.${options.topic}`) }),
      options.text,
    ],
  );
  return { ...mail, replyTo: options.email };
}

/**
 * A mail as the outbox holds it (lib/server/mail/outbox.ts): its kind and what its template needs, as JSON. The relay
 * renders it when it sends, so a queued mail is a small row, and a reminder for every manager is one statement.
 */
export type QueuedMail =
  | { kind: "verify"; payload: { firstName: string; hash: string } }
  | { kind: "reset"; payload: { firstName: string; uid: string; token: string } }
  | { kind: "deadline"; payload: { firstName: string; team: string; round: number; deadline: string } }
  | { kind: "contact"; payload: { topic: string; firstName: string; lastName: string; email: string; text: string } };

/** The mail a queued one stands for, in its recipient's language. */
export function renderQueuedMail(locale: ApiLocale, to: string, queued: QueuedMail): Mail {
  switch (queued.kind) {
    case "verify":
      return verificationMail(locale, { to, ...queued.payload });
    case "reset":
      return resetMail(locale, { to, ...queued.payload });
    case "deadline":
      return deadlineMail(locale, { to, ...queued.payload, deadline: new Date(queued.payload.deadline) });
    case "contact":
      return contactMail(locale, { to, ...queued.payload });
  }
}
