import { useState } from 'react';
import { type AreaCode, areaCodes, areas, type TeeTimeSearchResult } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay, todayInDenver } from '../../../lib/format';
import { useSendOrKeep } from '../../../lib/network/useSendOrKeep';
import { useSearchTeeTimesMutation } from '../api/resilience.api';

const RESULTS_SHOWN = 5;

/** A tee-time search near an area that, offline, waits for the connection like any action. */
export function QuickSearchCard() {
  const { toast } = useToast();
  const sendOrKeep = useSendOrKeep();
  const [search, { isLoading }] = useSearchTeeTimesMutation();
  const [area, setArea] = useState<AreaCode>('denver');
  const [date, setDate] = useState(todayInDenver);
  const [players, setPlayers] = useState(2);
  const [results, setResults] = useState<TeeTimeSearchResult[] | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { latitude, longitude } = areas[area];
    const query = { latitude, longitude, radius: 25, date, players };
    const outcome = await sendOrKeep<TeeTimeSearchResult[]>('search', query, (idempotencyKey) =>
      search({ query, idempotencyKey }),
    );
    if (outcome.status === 'sent') setResults(outcome.data);
    if (outcome.status === 'failed') {
      toast({
        title: 'Search Failed',
        description: apiErrorMessage(outcome.error),
        variant: 'destructive',
      });
    }
  };

  const open = (results ?? []).flatMap((course) =>
    course.teeTimes.map((teeTime) => ({ course, teeTime })),
  );

  return (
    <SectionCard titleId="quick-search-title" title="Search Open Tee Times">
      <Box
        component="form"
        onSubmit={submit}
        aria-labelledby="quick-search-title"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <TextField
          select
          label="Near"
          value={area}
          onChange={(event) => setArea(event.target.value as AreaCode)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {areaCodes.map((code) => (
            <option key={code} value={code}>
              {areas[code].label}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInDenver() } }}
        />
        <TextField
          select
          label="Players"
          value={players}
          onChange={(event) => setPlayers(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {[1, 2, 3, 4].map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </TextField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SubmitButton submitting={isLoading} icon={<SearchIcon />}>
            Search
          </SubmitButton>
        </Box>
      </Box>
      {results && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {open.length === 0
              ? `No open tee times near ${areas[area].label} on ${formatDay(date)}.`
              : `${open.length} open tee ${open.length === 1 ? 'time' : 'times'} on ${formatDay(date)}`}
          </Typography>
          <List dense>
            {open.slice(0, RESULTS_SHOWN).map(({ course, teeTime }) => (
              <ListItem key={teeTime.id} disableGutters>
                <ListItemText
                  primary={`${teeTime.time} · ${course.courseName}`}
                  secondary={`$${teeTime.price} a player · ${teeTime.spots} spots · ${course.distanceMiles.toFixed(1)} miles`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </SectionCard>
  );
}
