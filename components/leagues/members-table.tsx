// A league's members table (docs/product.md section 2 "League ranking page"): place with the movement against the last finished
// round, team (linking to the own live/previous round team or another user's team), manager, points; the own row
// highlighted. Names are text, never markup.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { __iconData as arrowDownIcon } from "lucide-react/icons/arrow-down";
import { __iconData as arrowUpIcon } from "lucide-react/icons/arrow-up";
import { __iconData as minusIcon } from "lucide-react/icons/minus";
import { Link } from "@/i18n/navigation";
import type { LeagueMember } from "@/lib/server/leagues/league-rows";
import { groupThousands } from "@/lib/format/numbers";
import { teamHref } from "./paths";

export function Movement({ rank, previous }: { rank: number; previous: number | null }) {
  const t = useTranslations("Leagues.ranking");
  if (previous === null) return <span className="sr-only">{t("new")}</span>;
  if (previous > rank)
    return (
      <Icon icon={arrowUpIcon} role="img" aria-label={t("up", { rank: previous })} className="h-4 w-4 text-pitch-600" />
    );
  if (previous < rank)
    return (
      <Icon
        icon={arrowDownIcon}
        role="img"
        aria-label={t("down", { rank: previous })}
        className="h-4 w-4 text-red-600"
      />
    );
  return <Icon icon={minusIcon} role="img" aria-label={t("same")} className="h-4 w-4 text-slate-400" />;
}

/** A table's row of a member: the fan's own is highlighted and marked as the current one. */
function MemberRow({ own, children }: { own: boolean; children: ReactNode }) {
  return (
    <tr aria-current={own ? "true" : undefined} className={own ? "bg-brand-50 font-semibold" : undefined}>
      {children}
    </tr>
  );
}

/** A member's team, linking to its page, with the manager under it and "(you)" for screen readers on the own row. */
export function MemberTeam({
  member,
  managerClassName,
}: {
  member: Pick<LeagueMember, "own" | "userId" | "teamName" | "manager">;
  /** The manager line's colour, and where it shows. */
  managerClassName: string;
}) {
  const t = useTranslations("Leagues.ranking");
  return (
    <>
      <Link
        href={teamHref(member.own, member.userId)}
        className="block truncate font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {member.teamName}
      </Link>
      <span className={`block truncate text-xs ${managerClassName}`}>{member.manager}</span>
      {member.own && <span className="sr-only"> ({t("you")})</span>}
    </>
  );
}

/** A league's table: its caption for screen readers, the header's cells, then a MemberRow of `cells` for each member. */
export function LeagueTable<Member extends { teamId: number; own: boolean }>({
  caption,
  fixed = false,
  headColour,
  head,
  members,
  cells,
}: {
  caption: string;
  /** Column widths from the header's cells (table-fixed), not from the names in them. */
  fixed?: boolean;
  /** The header's text colour. */
  headColour: string;
  head: ReactNode;
  members: Member[];
  cells: (member: Member) => ReactNode;
}) {
  return (
    <table className={`w-full ${fixed ? "table-fixed " : ""}text-left text-sm sm:text-base`}>
      <caption className="sr-only">{caption}</caption>
      <thead className={`border-b border-slate-200 text-xs tracking-wide ${headColour} uppercase`}>
        <tr>{head}</tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {members.map((member) => (
          <MemberRow key={member.teamId} own={member.own}>
            {cells(member)}
          </MemberRow>
        ))}
      </tbody>
    </table>
  );
}

export function MembersTable({ members, caption }: { members: LeagueMember[]; caption: string }) {
  const t = useTranslations("Leagues.ranking");
  return (
    <LeagueTable
      caption={caption}
      fixed
      headColour="text-slate-500"
      members={members}
      head={
        <>
          <th scope="col" className="w-16 px-3 py-3 sm:w-20 sm:px-6">
            {t("place")}
          </th>
          <th scope="col" className="px-3 py-3">
            {t("team")}
            <span className="font-normal normal-case sm:hidden"> / {t("manager")}</span>
          </th>
          <th scope="col" className="hidden px-3 py-3 sm:table-cell">
            {t("manager")}
          </th>
          <th scope="col" className="w-20 px-3 py-3 text-right sm:w-24 sm:px-6">
            {t("points")}
          </th>
        </>
      }
      cells={(m) => (
        <>
          <td className="px-3 py-3 sm:px-6">
            <span className="flex items-center gap-1.5 tabular-nums">
              {groupThousands(m.rank)}
              <Movement rank={m.rank} previous={m.previousRank} />
            </span>
          </td>
          <td className="px-3 py-3">
            <MemberTeam member={m} managerClassName="text-slate-500 sm:hidden" />
          </td>
          <td className="hidden truncate px-3 py-3 text-slate-700 sm:table-cell">{m.manager}</td>
          <td className="px-3 py-3 text-right font-bold tabular-nums sm:px-6">{groupThousands(m.totalPoints)}</td>
        </>
      )}
    />
  );
}
