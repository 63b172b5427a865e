"use client";

// A private league's name as its owner types it, when creating the league and in its settings (docs/product.md
// section 5: required, at most 30 characters).
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";

const MAX_LENGTH = 30;

/** What is wrong with a typed name, in the page's language; null when it will do. */
export function useLeagueNameProblem() {
  const t = useTranslations("Leagues.modal");
  return (name: string) => {
    const trimmed = name.trim();
    return !trimmed ? t("nameRequired") : trimmed.length > MAX_LENGTH ? t("nameLength") : null;
  };
}

export function LeagueNameField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useTranslations("Leagues.modal");
  return (
    <TextField
      id={id}
      name="name"
      look="strong"
      label={t("name")}
      value={value}
      // Twice the limit: a longer name can still be typed, then refused with its message rather than cut short.
      maxLength={MAX_LENGTH * 2}
      autoComplete="off"
      onChange={onChange}
      error={error}
    />
  );
}
