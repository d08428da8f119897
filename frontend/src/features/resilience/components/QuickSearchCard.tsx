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
import { formatClockTime, formatDay, formatDollars, todayInDenver } from '../../../lib/format';
import { currentLocale, messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { useSendOrKeep } from '../../../lib/network/useSendOrKeep';
import { callErrorText } from '../api/call-error';
import { useSearchTeeTimesMutation } from '../api/resilience.api';
import { quickSearchMessages } from './QuickSearchCard.messages';

const RESULTS_SHOWN = 5;

/** Miles to one decimal, the golfer's way ("3.2", "3,2"). */
const miles = (distance: number) =>
  distance.toLocaleString(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A tee-time search near an area that, offline, waits for the connection like any action. */
export function QuickSearchCard() {
  const text = useMessages(quickSearchMessages);
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
        title: messagesFor(quickSearchMessages).searchFailed,
        description: callErrorText(outcome.error),
        variant: 'destructive',
      });
    }
  };

  const open = (results ?? []).flatMap((course) =>
    course.teeTimes.map((teeTime) => ({ course, teeTime })),
  );

  return (
    <SectionCard titleId="quick-search-title" title={text.title}>
      <Box
        component="form"
        onSubmit={submit}
        aria-labelledby="quick-search-title"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <TextField
          select
          label={text.near}
          value={area}
          onChange={(event) => setArea(event.target.value as AreaCode)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {areaCodes.map((code) => (
            <option key={code} value={code} translate="no">
              {areas[code].label}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label={text.date}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInDenver() } }}
        />
        <TextField
          select
          label={text.players}
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
            {text.search}
          </SubmitButton>
        </Box>
      </Box>
      {results && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {open.length === 0 ? (
              <Sentence
                text={text.noneNear}
                values={[<span translate="no">{areas[area].label}</span>, formatDay(date)]}
              />
            ) : (
              text.found(open.length, formatDay(date))
            )}
          </Typography>
          <List dense>
            {open.slice(0, RESULTS_SHOWN).map(({ course, teeTime }) => (
              <ListItem key={teeTime.id} disableGutters>
                <ListItemText
                  primary={
                    <>
                      {formatClockTime(teeTime.time)} ·{' '}
                      <span translate="no">{course.courseName}</span>
                    </>
                  }
                  secondary={text.details(
                    formatDollars(teeTime.price),
                    teeTime.spots,
                    miles(course.distanceMiles),
                  )}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </SectionCard>
  );
}
