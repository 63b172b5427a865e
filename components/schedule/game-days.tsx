// A round's games grouped by day under 'DD MMM YYYY | dddd' headers (docs/product.md section 9), each day
// collapsible under 768 px.
import { useLocale } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { dayFromKey, formatGameDay } from "@/lib/format";
import type { GameDay } from "@/lib/format/game-days";
import { GameRow } from "@/components/match/game-row";
import { CollapsibleDay } from "./collapsible-day";

export function GameDays({ days, idPrefix }: { days: GameDay[]; idPrefix: string }) {
  const locale = useLocale() as Locale;
  return (
    <div>
      {days.map((day) => (
        <CollapsibleDay
          key={day.day}
          id={`${idPrefix}-${day.day}`}
          title={formatGameDay(dayFromKey(day.day), locale)}
          dateTime={day.day}
        >
          <ul className="divide-y divide-slate-100 px-1">
            {day.games.map((game) => (
              <GameRow key={game.id} game={game} />
            ))}
          </ul>
        </CollapsibleDay>
      ))}
    </div>
  );
}
