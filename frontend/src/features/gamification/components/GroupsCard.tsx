import { useContext, useState } from 'react';
import {
  type AreaCode,
  areaCodes,
  areas,
  type Group,
  type GroupAlert,
  type GroupBooking,
  type TimePreference,
  timePreferences,
} from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatClockTime, formatDay, formatDollars, todayInDenver } from '../../../lib/format';
import { BookForGroupContext } from '../../../lib/tee-time-booking';
import { useGetFriendsQuery } from '../api/friends.api';
import {
  useAnswerGroupMatchMutation,
  useCreateGroupAlertMutation,
  useCreateGroupMutation,
  useGetGroupsQuery,
  useLeaveGroupMutation,
} from '../api/groups.api';

const timeLabels: Record<TimePreference, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'Any time',
};

/** The dashboard's golf groups: make one from friends, group alerts, In or Out per tee time. */
export function GroupsCard() {
  const { data: groups, error, isLoading, refetch } = useGetGroupsQuery();
  return (
    <SectionCard titleId="groups-title" title="Golf Groups" id="groups">
      {isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading your groups…</Typography>
      ) : !groups ? (
        <RetryAlert onRetry={() => void refetch()}>
          Your groups could not be loaded. {apiErrorMessage(error)}
        </RetryAlert>
      ) : (
        <Stack spacing={3}>
          {groups.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>
              Play with the same friends? Make a group, then a group alert: everyone hears when a
              tee time with room for you all opens, and answers In or Out.
            </Typography>
          )}
          {groups.map((group) => (
            <GroupPanel key={group.id} group={group} />
          ))}
          <NewGroupForm />
        </Stack>
      )}
    </SectionCard>
  );
}

function NewGroupForm() {
  const { data: friends } = useGetFriendsQuery();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [create, creating] = useCreateGroupMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  if (!friends || friends.friends.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Groups are made from friends: add one in Friends first.
      </Typography>
    );
  }
  const submit = async () => {
    setProblem(null);
    const answer = await create({ name: name.trim(), memberIds: chosen });
    if (answer.error) {
      setProblem(apiErrorMessage(answer.error));
      return;
    }
    setName('');
    setChosen([]);
    toast({ title: 'Group Created', description: answer.data.name, variant: 'success' });
  };
  return (
    <Box
      component="form"
      aria-labelledby="new-group-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography id="new-group-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        New group
      </Typography>
      <TextField
        size="small"
        label="Group name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ my: 1, width: '100%', maxWidth: 360 }}
      />
      <Box role="group" aria-label="Friends in the group">
        {friends.friends.map((friend) => (
          <FormControlLabel
            key={friend.userId}
            label={friend.name}
            control={
              <Checkbox
                checked={chosen.includes(friend.userId)}
                onChange={(event) =>
                  setChosen((now) =>
                    event.target.checked
                      ? [...now, friend.userId]
                      : now.filter((id) => id !== friend.userId),
                  )
                }
              />
            }
          />
        ))}
      </Box>
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      <SubmitButton
        submitting={creating.isLoading}
        disabled={!name.trim() || chosen.length === 0}
        size="medium"
      >
        Create Group
      </SubmitButton>
    </Box>
  );
}

function GroupPanel({ group }: { group: Group }) {
  const [leave] = useLeaveGroupMutation();
  return (
    <Box component="section" aria-label={group.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {group.name}
        </Typography>
        <Button size="small" color="error" onClick={() => void leave(group.id)}>
          {group.isOwner ? 'Delete group' : 'Leave group'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {group.members.map((member) => member.name).join(', ')}
      </Typography>
      {group.alerts.map((alert) => (
        <GroupAlertView key={alert.id} groupId={group.id} alert={alert} />
      ))}
      <GroupAlertForm groupId={group.id} players={Math.min(4, group.members.length)} />
    </Box>
  );
}

/** Who booked the group alert's tee time, for everyone in the group to see. */
function GroupBookingNote({ booking }: { booking: GroupBooking }) {
  const who = booking.byMe ? 'You' : booking.bookedBy;
  if (booking.status === null || booking.status === 'booking') {
    return (
      <Alert severity="info">
        {who} {booking.byMe ? 'are' : 'is'} booking for the group…
      </Alert>
    );
  }
  const what = `${booking.courseName}, ${formatDay(booking.date!)} at ${formatClockTime(booking.time!)}, ${booking.players} players`;
  if (booking.status === 'booked') {
    return (
      <Alert severity="success">
        {who} booked {what} for the group
        {booking.confirmationNumber && ` (confirmation ${booking.confirmationNumber})`}.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {who} {booking.byMe ? 'are' : 'is'} finishing the booking of {what} on the course's page.
      {booking.deepLink && (
        <>
          {' '}
          <Link href={booking.deepLink} target="_blank" rel="noopener noreferrer">
            Finish on the course's page
          </Link>
        </>
      )}
    </Alert>
  );
}

function GroupAlertView({ groupId, alert }: { groupId: string; alert: GroupAlert }) {
  const [answer] = useAnswerGroupMatchMutation();
  const bookForGroup = useContext(BookForGroupContext);
  const first = alert.matches.slice(0, 5);
  return (
    <Box sx={{ mb: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {alert.label}, {formatDay(alert.date)}, {timeLabels[alert.timePreference as TimePreference]}
        , {alert.spots} spots{alert.maxPrice !== null && `, up to ${formatDollars(alert.maxPrice)}`}
      </Typography>
      {alert.booking ? (
        <GroupBookingNote booking={alert.booking} />
      ) : alert.matches.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No tee time with room for the group yet. Everyone is told when one opens.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Tee times for ${alert.label}`}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {first.map((match) => (
            <Box
              component="li"
              key={match.teeTimeId}
              sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {match.courseName} · {formatClockTime(match.time)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {match.spots} spots · {formatDollars(match.price)}
                  {match.inNames.length > 0 && ` · In: ${match.inNames.join(', ')}`}
                  {match.outNames.length > 0 && ` · Out: ${match.outNames.join(', ')}`}
                </Typography>
              </Box>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={match.myAnswer}
                aria-label={`Are you in for ${match.courseName} at ${formatClockTime(match.time)}?`}
                onChange={(_, value: 'in' | 'out' | null) => {
                  if (value) {
                    void answer({
                      groupId,
                      alertId: alert.id,
                      teeTimeId: match.teeTimeId,
                      answer: value,
                    });
                  }
                }}
              >
                <ToggleButton value="in">In</ToggleButton>
                <ToggleButton value="out">Out</ToggleButton>
              </ToggleButtonGroup>
              {bookForGroup ? (
                bookForGroup(
                  { ...match, id: match.teeTimeId },
                  { groupId, alertId: alert.id, spots: alert.spots },
                )
              ) : (
                <Link href={match.bookingUrl} target="_blank" rel="noopener noreferrer">
                  Book for the group
                </Link>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function GroupAlertForm({ groupId, players }: { groupId: string; players: number }) {
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState<AreaCode>('denver');
  const [date, setDate] = useState('');
  const [time, setTime] = useState<TimePreference>('morning');
  const [spots, setSpots] = useState(players);
  const [maxPrice, setMaxPrice] = useState('70');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateGroupAlertMutation();
  const { toast } = useToast();
  if (!open) {
    return (
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        New group alert
      </Button>
    );
  }
  const submit = async () => {
    setProblem(null);
    const answer = await create({
      groupId,
      alert: {
        location: area,
        date,
        timePreference: time,
        players: spots,
        maxPrice: Number(maxPrice),
        courses: [],
      },
    });
    if (answer.error) {
      setProblem(apiErrorMessage(answer.error));
      return;
    }
    setOpen(false);
    toast({
      title: 'Group Alert Created',
      description: 'Everyone in the group will be told.',
      variant: 'success',
    });
  };
  return (
    <Box
      component="form"
      aria-label="New group alert"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        mt: 1,
      }}
    >
      <TextField
        select
        size="small"
        label="Area"
        value={area}
        onChange={(event) => setArea(event.target.value as AreaCode)}
        slotProps={{ select: { native: true } }}
      >
        {areaCodes.map((code) => (
          <option key={code} value={code}>
            {areas[code].label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInDenver() } }}
      />
      <TextField
        select
        size="small"
        label="Time"
        value={time}
        onChange={(event) => setTime(event.target.value as TimePreference)}
        slotProps={{ select: { native: true } }}
      >
        {timePreferences.map((each) => (
          <option key={each} value={each}>
            {timeLabels[each]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Spots"
        value={spots}
        onChange={(event) => setSpots(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {[2, 3, 4].map((count) => (
          <option key={count} value={count}>
            {count} spots
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label="Maximum price"
        value={maxPrice}
        onChange={(event) => setMaxPrice(event.target.value)}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SubmitButton submitting={creating.isLoading} disabled={!date} size="medium">
          Create Group Alert
        </SubmitButton>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Box>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
