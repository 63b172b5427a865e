import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./messages";
import { TIME_ZONE } from "@/lib/format/dates";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // Dates show on Italian time whatever the server's or the visitor's zone (lib/format/dates.ts).
  return { locale, messages: loadMessages(locale), timeZone: TIME_ZONE };
});
