import type { ComponentType, ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "./message-page";

type NotFoundKey = "oops" | "title" | "text" | "home" | "contact";

/**
 * "OOPS... 404", "Page not found" (docs/product.md section 2, any other path), with a way back home: in the page's
 * language inside a language (NotFoundContent), in English with plain links outside one (app/not-found.tsx).
 */
export function NotFoundMessage({
  t,
  link: A,
}: {
  t: (key: NotFoundKey) => string;
  link: ComponentType<{ href: string; className: string; children: ReactNode }>;
}) {
  return (
    <MessagePage eyebrow={t("oops")} title={t("title")}>
      <p>{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <A href="/" className={buttonClass("solid", "px-6 py-3")}>
          {t("home")}
        </A>
        <A href="/contact-us/" className={buttonClass("ghost", "px-6 py-3")}>
          {t("contact")}
        </A>
      </div>
    </MessagePage>
  );
}
