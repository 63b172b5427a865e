"use client";

// The error parser's texts (docs/product.md section 8: "Error 500", "Server error", "Wrong request URL", "Status: …",
// "Code: …", and a throttled call's wait) in the page's language, for every form that writes through /api/v0.
import { useTranslations } from "next-intl";
import type { ApiErrorTexts } from "@/lib/client/api-errors";

export function useApiErrorTexts(): ApiErrorTexts {
  const t = useTranslations("ApiClient");
  return {
    error500: t("error500"),
    server: t("server"),
    wrongUrl: t("wrongUrl"),
    status: (status) => t("status", { status }),
    code: (code) => t("code", { code }),
    throttled: (minutes) => t("throttled", { minutes }),
  };
}
