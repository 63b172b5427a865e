"use client";

// Join or create a private league (docs/product.md section 2 "Modals", sections 4 and 5): create with a name (required, at most
// 30 characters), a type (classic, or head to head with its scoring: points or goals) and a start round (a head-to-head
// league's first round, whose deadline closes its entries); join with a code. Success goes to that league's page.
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Plus, UserPlus } from "lucide-react";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { parseApiError } from "@/lib/client/api-errors";
import { Dialog } from "@/components/ui/dialog";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { FormErrors } from "@/components/account/form-bits";
import { FieldError, FieldHint, FieldLabel, strongFieldClass } from "@/components/ui/field-label";
import { TextField } from "@/components/ui/text-field";
import { LeagueNameField, useLeagueNameProblem } from "./league-name";
import { rankingHref } from "./paths";

type Mode = "create" | "join";
type Format = "classic" | "head_to_head";
type Scoring = "points" | "goals";

export function LeagueEntryButtons({ startRounds }: { startRounds: number[] }) {
  const t = useTranslations("Leagues");
  const [mode, setMode] = useState<Mode | null>(null);
  const button =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        onClick={() => setMode("create")}
        className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t("createLeague")}
      </button>
      <button
        type="button"
        onClick={() => setMode("join")}
        className={`${button} bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50`}
      >
        <UserPlus aria-hidden="true" className="h-5 w-5" />
        {t("joinLeague")}
      </button>
      {mode && (
        <LeagueEntryDialog mode={mode} onMode={setMode} onClose={() => setMode(null)} startRounds={startRounds} />
      )}
    </div>
  );
}

const labelClass = "block text-sm font-semibold text-slate-800";
export const primaryButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

function LeagueEntryDialog({
  mode,
  onMode,
  onClose,
  startRounds,
}: {
  mode: Mode;
  onMode: (mode: Mode) => void;
  onClose: () => void;
  startRounds: number[];
}) {
  const t = useTranslations("Leagues.modal");
  const locale = useLocale();
  const router = useRouter();
  const texts = useApiErrorTexts();
  const nameProblem = useLeagueNameProblem();
  const [name, setName] = useState("");
  const [format, setFormat] = useState<Format>("classic");
  const [scoring, setScoring] = useState<Scoring>("points");
  const [round, setRound] = useState(startRounds[0] ?? 0);
  const [code, setCode] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const fail = (error: Parameters<typeof parseApiError>[0]) => {
    const parsed = parseApiError(error, texts);
    setFields(parsed.fields);
    setMessages(Object.keys(parsed.fields).length ? [] : parsed.messages);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessages([]);
    if (mode === "create") {
      const problem = nameProblem(name);
      if (problem) return setFields({ name: problem });
      if (!round) return setFields({ starts_from_round: t("noStartRound") });
    } else if (!code.trim()) return setFields({ join_code: t("codeRequired") });
    setFields({});
    setBusy(true);
    const result =
      mode === "create"
        ? await api("POST", "/leagues/private-leagues/", {
            body: {
              name: name.trim(),
              starts_from_round: round,
              ...(format === "head_to_head" && { format, scoring }),
            },
            locale,
          })
        : await api("POST", "/leagues/private-leagues/join/", { body: { join_code: code.trim() }, locale });
    setBusy(false);
    if (!result.ok) return fail(result.error);
    onClose();
    router.push(rankingHref("private", { leagueId: result.data.id }));
    router.refresh();
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => {
        onMode(value);
        setFields({});
        setMessages([]);
      }}
      className={`flex-1 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${mode === value ? "bg-white text-brand-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
    >
      {label}
    </button>
  );
  return (
    <Dialog title={t("title")} onClose={onClose}>
      <div role="tablist" className="mb-5 flex gap-1 rounded-full bg-slate-100 p-1">
        {tab("create", t("createTab"))}
        {tab("join", t("joinTab"))}
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        {mode === "create" ? (
          <>
            <LeagueNameField id="league-name" value={name} onChange={setName} error={fields.name} />
            <Choice
              name="format"
              value={format}
              onChange={setFormat}
              options={{ classic: "classic", head_to_head: "headToHead" }}
            />
            {format === "head_to_head" && (
              <Choice
                name="scoring"
                value={scoring}
                onChange={setScoring}
                options={{ points: "scoringPoints", goals: "scoringGoals" }}
              />
            )}
            <div>
              <FieldLabel htmlFor="league-start" look="strong">
                {format === "classic" ? t("startRound") : t("firstRound")}
              </FieldLabel>
              <select
                id="league-start"
                value={round}
                onChange={(e) => setRound(Number(e.target.value))}
                aria-invalid={fields.starts_from_round ? true : undefined}
                aria-describedby={
                  [
                    fields.starts_from_round ? "league-start-error" : null,
                    format === "head_to_head" ? "league-start-hint" : null,
                  ]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                className={strongFieldClass}
              >
                {startRounds.map((n) => (
                  <option key={n} value={n}>
                    {t("startRoundOption", { number: n })}
                  </option>
                ))}
              </select>
              {format === "head_to_head" && (
                <FieldHint id="league-start-hint" look="strong">
                  {t("firstRoundHint")}
                </FieldHint>
              )}
              <FieldError id="league-start-error" look="strong" message={fields.starts_from_round} />
            </div>
          </>
        ) : (
          <TextField
            id="league-code"
            name="join_code"
            look="strong"
            label={t("code")}
            value={code}
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={setCode}
            hint={t("codeHint")}
            error={fields.join_code}
            inputClassName="font-mono tracking-widest uppercase"
          />
        )}
        <FormErrors messages={messages} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("saving") : mode === "create" ? t("create") : t("join")}
        </button>
      </form>
    </Dialog>
  );
}

/** A radio group of cards: each option with its one-line explanation. */
type OptionKey = "classic" | "headToHead" | "scoringPoints" | "scoringGoals";

/**
 * The create form's choice of `name` (its legend is that message): one radio an option, labelled by its message key
 * (its explanation: `<key>Hint`).
 */
function Choice<T extends string>({
  name,
  value,
  onChange,
  options: keys,
}: {
  name: "format" | "scoring";
  value: T;
  onChange: (value: T) => void;
  /** Each option's value and its label's message key, in order. */
  options: Record<T, OptionKey>;
}) {
  const t = useTranslations("Leagues.modal");
  const options = (Object.entries(keys) as [T, OptionKey][]).map(([value, key]) => ({
    value,
    label: t(key),
    hint: t(`${key}Hint`),
  }));
  return (
    <fieldset>
      <legend className={labelClass}>{t(name)}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-xl border px-3 py-2.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${value === option.value ? "border-brand-600 bg-brand-50" : "border-slate-300 hover:border-brand-300"}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={`${name}-${option.value}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              <span id={`${name}-${option.value}-hint`} className="block text-sm text-slate-600">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
