import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { MessagePage } from "./message-page";

/** "OOPS... 404", "Page not found" (docs/product.md section 2, any other path), with a way back home. */
export function NotFoundContent() {
  const t = useTranslations("NotFound");
  return (
    <MessagePage eyebrow={t("oops")} title={t("title")}>
      <p>{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass("solid", "px-6 py-3")}>
          {t("home")}
        </Link>
        <Link href="/contact-us/" className={buttonClass("ghost", "px-6 py-3")}>
          {t("contact")}
        </Link>
      </div>
    </MessagePage>
  );
}
