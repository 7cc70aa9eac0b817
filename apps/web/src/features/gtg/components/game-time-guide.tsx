import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWeekOdds } from '../../../api/schedules/get-week-odds';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useIsOddsShown } from '../../../hooks/use-is-odds-shown';
import { findGameOdds } from '../../../lib/game-odds';
import { useGameTimeGuide } from '../api/get-game-time-guide';
import type { GtgWeek } from '../api/gtg-week';
import { GtgWeekGate } from './gtg-week-gate';
import { GuideGameCard } from './guide-game-card';

/** The week's guide: every game's card, figures from the games before the week (the basis). */
function WeekGuide({ week }: { week: GtgWeek }) {
  const guide = useGameTimeGuide(week);
  const isOddsShown = useIsOddsShown();
  const odds = useWeekOdds(week, { enabled: isOddsShown });

  if (guide.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading the guide">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={320} />
        ))}
      </Stack>
    );
  }
  if (guide.isError) {
    return (
      <LoadErrorAlert what="This week's guide" error={guide.error} onRetry={() => void guide.refetch()} />
    );
  }
  if (guide.data.games.length === 0) {
    return <Alert severity="info">No games are scheduled this week.</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        Records, ranks, matchups and players to watch come from the {guide.data.basis.label}. Ranks are among
        the league&apos;s 32 teams, 1st the best.
      </Typography>
      {guide.data.games.map((entry) => (
        <GuideGameCard
          key={entry.game.gameId}
          entry={entry}
          odds={odds.data ? findGameOdds(entry.game, odds.data.odds) : undefined}
          isOddsShown={isOddsShown}
        />
      ))}
    </Stack>
  );
}

/** /gtg: the Game Time Guide of a week (the current one by default), with its week switcher. */
export function GameTimeGuide() {
  return <GtgWeekGate route="gtg">{(week) => <WeekGuide week={week} />}</GtgWeekGate>;
}
