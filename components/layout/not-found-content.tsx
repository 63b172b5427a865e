import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { NotFoundMessage } from "./not-found-message";

/** The not-found message in the page's language, inside the page frame. */
export function NotFoundContent() {
  const t = useTranslations("NotFound");
  return <NotFoundMessage t={t} link={Link} />;
}
