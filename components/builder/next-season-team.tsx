"use client";

// /next-season-team/'s builder (docs/product.md section 2 "Next season team", section 4 "Saving"): the new team goes to
// POST /api/v0/userteams/create-team-for-next-season/; on success the fan goes to /main/.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { NewTeamEditor } from "./new-team-editor";
import { useBuilderTexts } from "./rule-hooks";
import type { BuilderFormation, BuilderSettings } from "./model";

export function NextSeasonTeam(props: {
  formations: BuilderFormation[];
  settings: BuilderSettings;
  clubs: { id: number; fullName: string }[];
  /** Step 2, the personal details, under the builder's column. */
  after: ReactNode;
}) {
  const t = useTranslations("Builder");
  const texts = useBuilderTexts();
  const router = useRouter();
  const { showSuccess } = useSuccessBanner();
  return (
    <NewTeamEditor
      {...props}
      saveLabel={t("saveTeam")}
      onSave={async (body) => {
        const result = await api("POST", "/userteams/create-team-for-next-season/", { locale: texts.locale, body });
        if (!result.ok) return texts.apiError(result.error);
        showSuccess(t("teamSaved"));
        // /main/ is rendered for each request, so it shows the new team (a refresh here would cancel the push).
        router.push("/main/");
        return { messages: [], fields: {} };
      }}
    />
  );
}
