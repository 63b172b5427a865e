import { useTranslations } from "next-intl";

/** The red "Live" pill of live rounds and games. */
export function LiveBadge({ className = "" }: { className?: string }) {
  const t = useTranslations("Match");
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-danger-500 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
      {t("live")}
    </span>
  );
}
