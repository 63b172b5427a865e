import type { ComponentType, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "./message-page";

type LinkTo = ComponentType<{ href: string; className: string; children: ReactNode }>;

/**
 * "OOPS... 404", "Page not found" (docs/product.md section 2, any other path), with a way back home and to the contact page:
 * `t` the NotFound texts, `LinkTo` the links (the page frame's localised Link; next/link outside a language).
 */
export function NotFoundMessage({
  t,
  LinkTo,
}: {
  t: (key: "oops" | "title" | "text" | "home" | "contact") => string;
  LinkTo: LinkTo;
}) {
  return (
    <MessagePage eyebrow={t("oops")} title={t("title")}>
      <p>{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkTo href="/" className={buttonClass("solid", "px-6 py-3")}>
          {t("home")}
        </LinkTo>
        <LinkTo href="/contact-us/" className={buttonClass("ghost", "px-6 py-3")}>
          {t("contact")}
        </LinkTo>
      </div>
    </MessagePage>
  );
}

/** The 404 message inside the page frame, in the page's language. */
export function NotFoundContent() {
  const t = useTranslations("NotFound");
  return <NotFoundMessage t={t} LinkTo={Link} />;
}
