// The registration form in its card (docs/product.md section 2 "Registration", step 2), with the messages its client
// parts need: on /auth/sign-up/personal-details/ and on /personal-details/ signed out.
import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { Card } from "@/components/ui/card";
import { PageBody } from "@/components/ui/page-header";
import { SIGN_UP_NAMESPACES } from "./namespaces";
import { RegistrationForm } from "./registration-form";

export function RegistrationBody({ countries }: { countries: ComponentProps<typeof RegistrationForm>["countries"] }) {
  return (
    <PageBody>
      <ClientMessages namespaces={SIGN_UP_NAMESPACES}>
        <Card padding="lg" className="mx-auto max-w-2xl">
          <RegistrationForm countries={countries} />
        </Card>
      </ClientMessages>
    </PageBody>
  );
}
