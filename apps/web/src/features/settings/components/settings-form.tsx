import type { AccountInfo, TeamResponse } from '@all22/contracts';
import { CLIP_TYPES, CLIP_TYPE_LABELS, POINTS_PER_RECEPTION_OPTIONS, getFantasyScoring } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useSessionActions } from '../../../lib/session/session-context';
import { normalizeError } from '../../../lib/errors';
import {
  type SettingsDraft,
  getSettingsUpdate,
  toSettingsDraft,
  toggleClipType,
  validateSettingsDraft,
} from '../lib/settings-draft';
import { SettingsSection } from './settings-section';

type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** The signed-in user's settings, saved on the account in one request. */
export function SettingsForm({ account, teams }: { account: AccountInfo; teams: readonly TeamResponse[] }) {
  const session = useSessionActions();
  const saved = toSettingsDraft(account);
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const update = getSettingsUpdate(saved, draft);
  const problem = validateSettingsDraft(draft);
  const teamById = new Map(teams.map((team) => [team.teamId, team]));
  const change = (next: SettingsDraft) => {
    setDraft(next);
    setSave({ status: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update === null || problem !== null) return;
    setSave({ status: 'saving' });
    try {
      await session.saveSettings(update);
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', message: normalizeError(error).message });
    }
  };

  return (
    <Stack component="form" spacing={4} onSubmit={(event) => void submit(event)} noValidate>
      <SettingsSection
        title="Favourite teams"
        description="Most favoured first. Their games and pages come first."
      >
        <Autocomplete
          multiple
          options={[...teams].sort((a, b) => a.fullName.localeCompare(b.fullName))}
          getOptionLabel={(team) => team.fullName}
          isOptionEqualToValue={(option, value) => option.teamId === value.teamId}
          value={draft.favoriteTeams.map((id) => teamById.get(id)).filter((team) => team !== undefined)}
          onChange={(_, teamsChosen) =>
            change({ ...draft, favoriteTeams: teamsChosen.map((team) => team.teamId) })
          }
          renderInput={(params) => <TextField {...params} label="Favourite teams" placeholder="Add a team" />}
          sx={{ maxWidth: 560 }}
        />
      </SettingsSection>
      <SettingsSection
        title="Fantasy scoring"
        description="Points per reception used for fantasy points and ranks."
      >
        <RadioGroup
          aria-label="Fantasy scoring"
          row
          value={String(draft.pointsPerReception)}
          onChange={(event) => {
            const value = POINTS_PER_RECEPTION_OPTIONS.find(
              (option) => String(option) === event.target.value,
            );
            if (value !== undefined) change({ ...draft, pointsPerReception: value });
          }}
        >
          {POINTS_PER_RECEPTION_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              value={String(option)}
              control={<Radio />}
              label={`${getFantasyScoring(option).label} (${option} per reception)`}
            />
          ))}
        </RadioGroup>
      </SettingsSection>
      <SettingsSection title="Odds" description="Spreads on game cards, the score strip and game pages.">
        <FormControlLabel
          control={
            <Switch
              checked={draft.showOddsInfo}
              onChange={(event) => change({ ...draft, showOddsInfo: event.target.checked })}
            />
          }
          label="Show live odds"
        />
      </SettingsSection>
      <SettingsSection title="Film angles" description="The camera angles the film room plays.">
        <FormGroup row aria-label="Film angles">
          {CLIP_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={draft.clipTypes.includes(type)}
                  onChange={(event) => change(toggleClipType(draft, type, event.target.checked))}
                />
              }
              label={CLIP_TYPE_LABELS[type]}
            />
          ))}
        </FormGroup>
        {problem && <FormHelperText error>{problem}</FormHelperText>}
      </SettingsSection>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={update === null || problem !== null || save.status === 'saving'}
        >
          {save.status === 'saving' ? 'Saving…' : 'Save settings'}
        </Button>
        {update !== null && save.status !== 'saving' && (
          <Button onClick={() => change(saved)}>Undo changes</Button>
        )}
      </Stack>
      {save.status === 'saved' && <Alert severity="success">Settings saved.</Alert>}
      {save.status === 'failed' && (
        <Alert severity="error">Your settings could not be saved. {save.message}</Alert>
      )}
    </Stack>
  );
}
