"use client";

// Step 1 of registration (docs/product.md section 2 "Registration"): the new-team builder; Save Team keeps the team in
// sessionStorage (nothing is sent yet: the account does not exist) and goes to step 2, the personal details.
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { NewTeamEditor } from "@/components/builder/new-team-editor";
import type { BuilderFormation, BuilderSettings } from "@/components/builder/model";
import { storeTeam } from "./stored-team";

export const PERSONAL_DETAILS_STEP = "/auth/sign-up/personal-details/";

export function SelectTeam(props: {
  formations: BuilderFormation[];
  settings: BuilderSettings;
  clubs: { id: number; fullName: string }[];
}) {
  const t = useTranslations("Builder");
  const router = useRouter();
  return (
    <NewTeamEditor
      {...props}
      saveLabel={t("saveTeam")}
      onSave={async (body) => {
        storeTeam(body);
        router.push(PERSONAL_DETAILS_STEP);
        return { messages: [], fields: {} };
      }}
    />
  );
}
