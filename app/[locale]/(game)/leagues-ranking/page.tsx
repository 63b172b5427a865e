// /leagues-ranking/ without a kind: the leagues page lists them all.
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";

export default async function RankingIndex({ params }: PageProps<"/[locale]/leagues-ranking">) {
  redirect({ href: "/leagues/", locale: (await params).locale as Locale });
}
