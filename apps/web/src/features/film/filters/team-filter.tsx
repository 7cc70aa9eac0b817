import type { TeamResponse } from '@all22/contracts';
import { asTeamId, formatTeamAbbr, type TeamId } from '@all22/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTeams } from '../../../api/teams/get-teams';

interface TeamOption {
  readonly teamId: string;
  readonly label: string;
}

/** "Kansas City Chiefs (KC)": the full name is city and nickname. */
function toOption(team: TeamResponse): TeamOption {
  return { teamId: team.teamId, label: `${team.fullName} (${formatTeamAbbr(team.abbr)})` };
}

/** A team filter: an autocomplete over the league's teams (all-star teams left out). */
export function TeamFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TeamId | undefined;
  onChange: (teamId: TeamId | undefined) => void;
}) {
  const teams = useTeams();
  const options = (teams.data?.teams ?? []).filter((team) => team.teamType !== 'PRO').map(toOption);
  let selected = value === undefined ? null : (options.find((option) => option.teamId === value) ?? null);
  if (value !== undefined && selected === null) {
    // A team id from the URL before the teams arrive (or one the league no longer has).
    selected = { teamId: value, label: `#${value}` };
    options.push(selected);
  }

  return (
    <Autocomplete<TeamOption, false, false, false>
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option ? asTeamId(option.teamId) : undefined)}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.teamId}
      isOptionEqualToValue={(option, chosen) => option.teamId === chosen.teamId}
      loading={teams.isPending}
      loadingText="Loading teams…"
      noOptionsText={teams.isError ? 'Teams could not be loaded.' : 'No teams found'}
      autoHighlight
      size="small"
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
