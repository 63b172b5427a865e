"use client";

// League settings (docs/product.md section 2 "Modals", section 4 "Leagues"): a member leaves; the owner edits the name and
// closes entries (no change just closes), sees the join code, removes a team found by name (searched 1000 ms after
// typing stops, only when the text is not blank and differs from the picked team) and deletes the league after a
// confirmation. Leaving or deleting goes to the leagues page.
import { useEffect, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/client/api";
import { parseApiError, type ParsedApiError } from "@/lib/client/api-errors";
import { Dialog } from "@/components/ui/dialog";
import { useSuccessBanner } from "@/components/ui/success-banner";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { primaryButton } from "./league-entry";
import { FormErrors } from "@/components/account/form-bits";
import { LeagueNameField, useLeagueNameProblem } from "./league-name";
import { LEAGUES_PATH } from "./paths";
import { TextField } from "@/components/ui/text-field";

export const TEAM_SEARCH_DELAY_MS = 1000;

export interface SettingsLeague {
  id: number;
  name: string;
  own: boolean;
  entriesClosed: boolean;
  joinCode: string | null;
}

const dangerButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-red-600 px-5 py-2.5 font-semibold text-white transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";
const secondaryButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-white px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Errors({ error }: { error: ParsedApiError | null }) {
  return <FormErrors messages={error?.messages ?? []} />;
}

export function LeagueSettingsDialog({ league, onClose }: { league: SettingsLeague; onClose: () => void }) {
  const t = useTranslations("Leagues.settings");
  const [confirm, setConfirm] = useState(false);
  if (confirm) return <ConfirmDialog league={league} onClose={() => setConfirm(false)} />;
  return (
    <Dialog title={league.own ? t("ownerTitle") : t("memberTitle")} onClose={onClose}>
      {league.own ? (
        <OwnerSettings league={league} onClose={onClose} onDelete={() => setConfirm(true)} />
      ) : (
        <>
          <p className="mb-5 break-words text-slate-700">{t("leaveConfirm", { name: league.name })}</p>
          <button type="button" onClick={() => setConfirm(true)} className={dangerButton}>
            {t("leave")}
          </button>
        </>
      )}
    </Dialog>
  );
}

/** Leave (member) or delete (owner) after a confirmation; then the leagues page. */
function ConfirmDialog({ league, onClose }: { league: SettingsLeague; onClose: () => void }) {
  const t = useTranslations("Leagues.settings");
  const locale = useLocale();
  const router = useRouter();
  const texts = useApiErrorTexts();
  const { showSuccess } = useSuccessBanner();
  const [error, setError] = useState<ParsedApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    const result = league.own
      ? await api("DELETE", "/leagues/private-leagues/manage/{id}/", { params: { id: league.id }, locale })
      : await api("DELETE", "/leagues/private-leagues/{id}/", { params: { id: league.id }, locale });
    setBusy(false);
    if (!result.ok) return setError(parseApiError(result.error, texts));
    showSuccess(league.own ? t("deleted") : t("left"));
    router.push(LEAGUES_PATH);
    router.refresh();
  };
  return (
    <Dialog title={league.own ? t("deleteTitle") : t("leave")} onClose={onClose} initialFocus="[data-safe]">
      <p className="mb-5 break-words text-slate-700">
        {league.own ? t("deleteConfirm", { name: league.name }) : t("leaveConfirm", { name: league.name })}
      </p>
      <div className="space-y-3">
        <Errors error={error} />
        <button type="button" onClick={go} disabled={busy} className={dangerButton}>
          {league.own ? t("confirmDelete") : t("confirmLeave")}
        </button>
        <button type="button" data-safe onClick={onClose} className={secondaryButton}>
          {t("cancel")}
        </button>
      </div>
    </Dialog>
  );
}

function OwnerSettings({
  league,
  onClose,
  onDelete,
}: {
  league: SettingsLeague;
  onClose: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("Leagues.settings");
  const locale = useLocale();
  const router = useRouter();
  const texts = useApiErrorTexts();
  const { showSuccess } = useSuccessBanner();
  const nameProblem = useLeagueNameProblem();
  const [name, setName] = useState(league.name);
  const [closed, setClosed] = useState(league.entriesClosed);
  const [error, setError] = useState<ParsedApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = nameProblem(name);
    if (problem) return setError({ messages: [problem], fields: { name: problem } });
    if (trimmed === league.name && closed === league.entriesClosed) return onClose();
    setBusy(true);
    const result = await api("PATCH", "/leagues/private-leagues/manage/{id}/", {
      params: { id: league.id },
      body: { ...(trimmed !== league.name && { name: trimmed }), entries_closed: closed },
      locale,
    });
    setBusy(false);
    if (!result.ok) return setError(parseApiError(result.error, texts));
    showSuccess(t("saved"));
    onClose();
    router.refresh();
  };

  return (
    <div className="space-y-6">
      <form onSubmit={save} noValidate className="space-y-4">
        <LeagueNameField id="edit-league-name" value={name} onChange={setName} error={error?.fields.name} />
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={closed}
            onChange={(e) => setClosed(e.target.checked)}
            className="mt-1 h-5 w-5 rounded border-slate-400 accent-brand-600"
          />
          <span>{t("entriesClosed")}</span>
        </label>
        {league.joinCode && (
          <p className="text-slate-700">
            {t("code")}: <code className="font-mono font-bold tracking-widest text-brand-900">{league.joinCode}</code>
          </p>
        )}
        {!error?.fields.name && <Errors error={error} />}
        <button type="submit" disabled={busy} className={primaryButton}>
          {t("save")}
        </button>
      </form>
      <RemoveTeam leagueId={league.id} />
      <button type="button" onClick={onDelete} className={dangerButton}>
        {t("delete")}
      </button>
    </div>
  );
}

/** The owner's team search and removal (docs/product.md sections 5 and 9: 1000 ms after typing, "No teams found"). */
function RemoveTeam({ leagueId }: { leagueId: number }) {
  const t = useTranslations("Leagues.settings");
  const locale = useLocale();
  const router = useRouter();
  const texts = useApiErrorTexts();
  const { showSuccess } = useSuccessBanner();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [found, setFound] = useState<{ id: number; name: string }[] | null>(null);
  const [error, setError] = useState<ParsedApiError | null>(null);

  const query = text.trim();
  const searching = query !== "" && query !== picked?.name;
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await api("GET", "/leagues/private-leagues/find-team/", {
        query: { privateleague_id: leagueId, userteam_name: query },
        locale,
        signal: controller.signal,
      }).catch(() => null);
      if (!result) return;
      if (result.ok) setFound(result.data);
      else setError(parseApiError(result.error, texts));
    }, TEAM_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // texts is rebuilt on every render; the search depends on the text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, searching, leagueId, locale]);

  const remove = async () => {
    if (!picked) return;
    const result = await api("DELETE", "/leagues/private-leagues/manage/{id}/teams/{teamId}/", {
      params: { id: leagueId, teamId: picked.id },
      locale,
    });
    if (!result.ok) return setError(parseApiError(result.error, texts));
    showSuccess(t("removed"));
    setText("");
    setPicked(null);
    setFound(null);
    router.refresh();
  };

  const listId = "remove-team-options";
  return (
    <section aria-labelledby="remove-team-title" className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id="remove-team-title" className="font-bold text-brand-900">
        {t("removeTitle")}
      </h3>
      <TextField
        id="remove-team-search"
        type="search"
        look="strong"
        label={t("search")}
        aria-controls={listId}
        autoComplete="off"
        value={text}
        onChange={(value) => {
          setText(value);
          setFound(null);
          setError(null);
          if (picked && value.trim() !== picked.name) setPicked(null);
        }}
        hint={t("searchHint")}
      />
      <div id={listId} aria-live="polite">
        {searching && found !== null && (
          <ul className="rounded-xl ring-1 ring-slate-200">
            {found.length === 0 ? (
              <li className="px-3 py-2 text-slate-600">{t("noTeams")}</li>
            ) : (
              found.map((team) => (
                <li key={team.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setPicked(team);
                      setText(team.name);
                    }}
                    className="block w-full px-3 py-2 text-left break-words hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
                  >
                    {team.name}
                  </button>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <Errors error={error} />
      <button type="button" onClick={remove} disabled={!picked} className={`${secondaryButton} disabled:opacity-50`}>
        {t("remove")}
      </button>
    </section>
  );
}
