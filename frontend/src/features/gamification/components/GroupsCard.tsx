import { useContext, useState } from 'react';
import {
  type AreaCode,
  areaCodes,
  areas,
  errorCodes,
  GROUP_MAX_OTHERS,
  type Group,
  type GroupAlert,
  type GroupBooking,
  MAX_PRICE_DOLLARS,
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
import { messagesFor, Name, Sentence, useMessages } from '../../../lib/i18n';
import { BookForGroupContext } from '../../../lib/tee-time-booking';
import { useGetFriendsQuery } from '../api/friends.api';
import {
  useAnswerGroupMatchMutation,
  useCreateGroupAlertMutation,
  useCreateGroupMutation,
  useGetGroupsQuery,
  useLeaveGroupMutation,
} from '../api/groups.api';
import { failureText, type KnownFailures } from '../failure-text';
import { groupsCardMessages } from './GroupsCard.messages';

/** The dashboard's golf groups: make one from friends, group alerts, In or Out per tee time. */
export function GroupsCard() {
  const { data: groups, error, isLoading, refetch } = useGetGroupsQuery();
  const text = useMessages(groupsCardMessages);
  return (
    <SectionCard titleId="groups-title" title={text.title} id="groups">
      {isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.loading}</Typography>
      ) : !groups ? (
        <RetryAlert onRetry={() => void refetch()}>
          {text.loadFailed(apiErrorMessage(error))}
        </RetryAlert>
      ) : (
        <Stack spacing={3}>
          {groups.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{text.intro}</Typography>
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
  const text = useMessages(groupsCardMessages);
  if (!friends || friends.friends.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.friendsFirst}
      </Typography>
    );
  }
  const submit = async () => {
    setProblem(null);
    const answer = await create({ name: name.trim(), memberIds: chosen });
    const said = messagesFor(groupsCardMessages);
    if (answer.error) {
      setProblem(
        failureText(answer.error, {
          fields: {
            name: said.nameTooLong,
            memberIds:
              chosen.length > GROUP_MAX_OTHERS
                ? said.tooManyFriends(GROUP_MAX_OTHERS)
                : said.friendsOnly,
          },
        }),
      );
      return;
    }
    setName('');
    setChosen([]);
    toast({ title: said.groupCreated, description: answer.data.name, variant: 'success' });
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
        {text.newGroup}
      </Typography>
      <TextField
        size="small"
        label={text.groupName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ my: 1, width: '100%', maxWidth: 360 }}
      />
      <Box role="group" aria-label={text.friendsInGroup}>
        {friends.friends.map((friend) => (
          <FormControlLabel
            key={friend.userId}
            label={<Name>{friend.name}</Name>}
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
        {text.createGroup}
      </SubmitButton>
    </Box>
  );
}

function GroupPanel({ group }: { group: Group }) {
  const [leave] = useLeaveGroupMutation();
  const text = useMessages(groupsCardMessages);
  return (
    <Box component="section" aria-label={group.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          translate="no"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {group.name}
        </Typography>
        <Button size="small" color="error" onClick={() => void leave(group.id)}>
          {group.isOwner ? text.deleteGroup : text.leaveGroup}
        </Button>
      </Box>
      <Typography translate="no" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
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
  const text = useMessages(groupsCardMessages);
  const who = <Name>{booking.bookedBy}</Name>;
  if (booking.status === null || booking.status === 'booking') {
    return (
      <Alert severity="info">
        {booking.byMe ? (
          text.youAreBooking
        ) : (
          <Sentence text={text.memberIsBooking} values={[who]} />
        )}
      </Alert>
    );
  }
  const day = formatDay(booking.date!);
  const time = formatClockTime(booking.time!);
  const players = booking.players!;
  const course = <Name>{booking.courseName}</Name>;
  if (booking.status === 'booked') {
    return (
      <Alert severity="success">
        {booking.byMe ? (
          // One run of text, the course's name and confirmation number in it: the dashboard's
          // test reads this sentence whole.
          text.youBooked(booking.courseName!, day, time, players, booking.confirmationNumber)
        ) : (
          <Sentence
            text={(name, courseName, confirmation) =>
              text.memberBooked(
                name,
                courseName,
                day,
                time,
                players,
                booking.confirmationNumber ? confirmation : null,
              )
            }
            values={[who, course, <Name>{booking.confirmationNumber}</Name>]}
          />
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {booking.byMe ? (
        <Sentence
          text={(courseName) => text.youAreFinishing(courseName, day, time, players)}
          values={[course]}
        />
      ) : (
        <Sentence
          text={(name, courseName) => text.memberIsFinishing(name, courseName, day, time, players)}
          values={[who, course]}
        />
      )}
      {booking.deepLink && (
        <>
          {' '}
          <Link href={booking.deepLink} target="_blank" rel="noopener noreferrer">
            {text.finishOnCoursePage}
          </Link>
        </>
      )}
    </Alert>
  );
}

function GroupAlertView({ groupId, alert }: { groupId: string; alert: GroupAlert }) {
  const [answer] = useAnswerGroupMatchMutation();
  const bookForGroup = useContext(BookForGroupContext);
  const text = useMessages(groupsCardMessages);
  const first = alert.matches.slice(0, 5);
  const day = formatDay(alert.date);
  const timeLabel = text.times[alert.timePreference as TimePreference];
  return (
    <Box sx={{ mb: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography sx={{ fontWeight: 600 }}>
        <Sentence
          text={(watched) =>
            text.alertSummary(watched, day, timeLabel, alert.spots, alert.maxPrice)
          }
          values={[<Name>{alert.label}</Name>]}
        />
      </Typography>
      {alert.booking ? (
        <GroupBookingNote booking={alert.booking} />
      ) : alert.matches.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.noMatch}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={text.teeTimesFor(alert.label)}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {first.map((match) => (
            <Box
              component="li"
              key={match.teeTimeId}
              sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography translate="no" sx={{ fontWeight: 600 }}>
                  {match.courseName} · {formatClockTime(match.time)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.spots(match.spots)} · {formatDollars(match.price)}
                  {/* Golfers' names, each list in one run with its label. */}
                  {match.inNames.length > 0 && (
                    <span translate="no"> · {text.inNames(match.inNames.join(', '))}</span>
                  )}
                  {match.outNames.length > 0 && (
                    <span translate="no"> · {text.outNames(match.outNames.join(', '))}</span>
                  )}
                </Typography>
              </Box>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={match.myAnswer}
                aria-label={text.areYouIn(match.courseName, formatClockTime(match.time))}
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
                <ToggleButton value="in">{text.answerIn}</ToggleButton>
                <ToggleButton value="out">{text.answerOut}</ToggleButton>
              </ToggleButtonGroup>
              {bookForGroup ? (
                bookForGroup(
                  { ...match, id: match.teeTimeId },
                  { groupId, alertId: alert.id, spots: alert.spots },
                )
              ) : (
                <Link href={match.bookingUrl} target="_blank" rel="noopener noreferrer">
                  {text.bookForGroup}
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
  const text = useMessages(groupsCardMessages);
  if (!open) {
    return (
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {text.newAlert}
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
    const said = messagesFor(groupsCardMessages);
    if (answer.error) {
      const codes: KnownFailures['codes'] = { [errorCodes.notFound]: said.noSuchGroup };
      // The most alerts a golfer may have is the server's setting, named only in its message.
      const limit = Number(/\d+/.exec(apiErrorMessage(answer.error))?.[0]);
      if (Number.isInteger(limit)) codes[errorCodes.alertLimitReached] = said.alertLimit(limit);
      setProblem(
        failureText(answer.error, {
          codes,
          fields: {
            date: said.pastDate,
            maxPrice:
              Number(maxPrice) > MAX_PRICE_DOLLARS
                ? said.priceTooHigh(MAX_PRICE_DOLLARS)
                : said.priceTooLow,
          },
        }),
      );
      return;
    }
    setOpen(false);
    toast({ title: said.alertCreated, description: said.everyoneTold, variant: 'success' });
  };
  return (
    <Box
      component="form"
      aria-label={text.newAlert}
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
        label={text.area}
        value={area}
        onChange={(event) => setArea(event.target.value as AreaCode)}
        slotProps={{ select: { native: true } }}
      >
        {areaCodes.map((code) => (
          <option key={code} value={code} translate="no">
            {areas[code].label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={text.date}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInDenver() } }}
      />
      <TextField
        select
        size="small"
        label={text.time}
        value={time}
        onChange={(event) => setTime(event.target.value as TimePreference)}
        slotProps={{ select: { native: true } }}
      >
        {timePreferences.map((each) => (
          <option key={each} value={each}>
            {text.times[each]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.spotsLabel}
        value={spots}
        onChange={(event) => setSpots(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {[2, 3, 4].map((count) => (
          <option key={count} value={count}>
            {text.spots(count)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={text.maxPrice}
        value={maxPrice}
        onChange={(event) => setMaxPrice(event.target.value)}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SubmitButton submitting={creating.isLoading} disabled={!date} size="medium">
          {text.createAlert}
        </SubmitButton>
        <Button onClick={() => setOpen(false)}>{text.cancel}</Button>
      </Box>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
