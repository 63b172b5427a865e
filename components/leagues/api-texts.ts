"use client";

// The error parser's texts (spec section 8) in the page's language, for the leagues' forms.
import { useTranslations } from "next-intl";
import type { ApiErrorTexts } from "@/lib/client/api-errors";

export function useApiErrorTexts(): ApiErrorTexts {
  const t = useTranslations("Leagues.errors");
  return {
    error500: t("error500"),
    server: t("server"),
    wrongUrl: t("wrongUrl"),
    status: (status) => t("status", { status }),
    code: (code) => t("code", { code }),
  };
}
