import { useTranslations } from "next-intl";
import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() from a page (a missing article, a bad query): the 404 inside the page frame. */
export default function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <>
      <title>{`${t("title")} | ${t("siteName")}`}</title>
      <NotFoundContent />
    </>
  );
}
