import { useState } from 'react';
import type { Friend, FriendInvitation } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import {
  useAcceptFriendMutation,
  useConnectFriendMutation,
  useCreateInvitationMutation,
  useGetFriendsQuery,
  useRemoveFriendMutation,
} from '../api/friends.api';
import { formatUnlockDate } from '../gamification.format';

/** The dashboard's friends: invite by link, requests to answer, friends, add by TeeWatch id. */
export function FriendsCard() {
  const { data, error, isLoading, refetch } = useGetFriendsQuery();
  return (
    <SectionCard titleId="friends-title" title="Friends" id="friends">
      {isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>Loading your friends…</Typography>
      ) : !data ? (
        <RetryAlert onRetry={() => void refetch()}>
          Your friends could not be loaded. {apiErrorMessage(error)}
        </RetryAlert>
      ) : (
        <Stack spacing={2.5}>
          <Invitations invitations={data.invitations.filter((each) => each.status === 'unused')} />
          {data.incoming.length > 0 && <Requests incoming={data.incoming} />}
          <FriendList friends={data.friends} outgoing={data.outgoing} />
          <AddById myUserId={data.myUserId} />
        </Stack>
      )}
    </SectionCard>
  );
}

function useCopy() {
  const { toast } = useToast();
  return async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${what} is on your clipboard.`, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: text, variant: 'destructive' });
    }
  };
}

function Invitations({ invitations }: { invitations: FriendInvitation[] }) {
  const [create, creating] = useCreateInvitationMutation();
  const { toast } = useToast();
  const copy = useCopy();
  const invite = async () => {
    const answer = await create();
    if (answer.error) {
      toast({
        title: 'No invitation made',
        description: apiErrorMessage(answer.error),
        variant: 'destructive',
      });
    } else {
      await copy(answer.data.link, 'Your invitation link');
    }
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        An invitation link lets a friend into TeeWatch and makes you friends when they sign in. Each
        works once, for 14 days.
      </Typography>
      <SubmitButton
        type="button"
        variant="outlined"
        icon={<PersonAddIcon />}
        submitting={creating.isLoading}
        onClick={() => void invite()}
      >
        Invite a Friend
      </SubmitButton>
      {invitations.length > 0 && (
        <Box
          component="ul"
          aria-label="Unused invitations"
          sx={{ listStyle: 'none', p: 0, mt: 1.5 }}
        >
          {invitations.map((invitation) => (
            <Box
              component="li"
              key={invitation.code}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {invitation.code}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                until {formatUnlockDate(invitation.expiresAt)}
              </Typography>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy(invitation.link, 'The invitation link')}
                aria-label={`Copy the link of invitation ${invitation.code}`}
              >
                Copy link
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Requests({ incoming }: { incoming: Friend[] }) {
  const [accept] = useAcceptFriendMutation();
  const [remove] = useRemoveFriendMutation();
  const { toast } = useToast();
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Friend requests
      </Typography>
      <Box component="ul" aria-label="Friend requests" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {incoming.map((friend) => (
          <Box
            component="li"
            key={friend.userId}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
          >
            <Typography sx={{ fontWeight: 600, flex: 1 }}>{friend.name}</Typography>
            <Button
              size="small"
              variant="contained"
              onClick={() =>
                void accept(friend.userId).then((answer) => {
                  if (!answer.error) {
                    toast({
                      title: 'Friend Added',
                      description: `You and ${friend.name} are friends now.`,
                      variant: 'success',
                    });
                  }
                })
              }
            >
              Accept
            </Button>
            <Button size="small" onClick={() => void remove(friend.userId)}>
              Decline
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function FriendList({ friends, outgoing }: { friends: Friend[]; outgoing: Friend[] }) {
  const [remove] = useRemoveFriendMutation();
  if (friends.length === 0 && outgoing.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No friends yet. Invite one above, then compare points on the Friends leaderboard.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Your friends" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {friends.map((friend) => (
        <Box
          component="li"
          key={friend.userId}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{friend.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {friend.levelName} · {friend.totalPoints.toLocaleString('en-US')} points
            </Typography>
          </Box>
          <Button size="small" color="error" onClick={() => void remove(friend.userId)}>
            Remove
          </Button>
        </Box>
      ))}
      {outgoing.map((friend) => (
        <Box
          component="li"
          key={friend.userId}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
        >
          <Typography sx={{ flex: 1 }}>
            {friend.name}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              · request sent
            </Typography>
          </Typography>
          <Button size="small" onClick={() => void remove(friend.userId)}>
            Withdraw
          </Button>
        </Box>
      ))}
    </Box>
  );
}

function AddById({ myUserId }: { myUserId: string }) {
  const [friendId, setFriendId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [connect, connecting] = useConnectFriendMutation();
  const { toast } = useToast();
  const copy = useCopy();
  const send = async () => {
    setFieldError(null);
    const answer = await connect(friendId.trim());
    if (answer.error) {
      setFieldError(apiErrorMessage(answer.error));
    } else {
      setFriendId('');
      toast({ title: 'Friend Request', description: answer.data.message, variant: 'success' });
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Your TeeWatch ID is <strong>{myUserId}</strong>{' '}
        <Button size="small" onClick={() => void copy(myUserId, 'Your TeeWatch ID')}>
          Copy
        </Button>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Friend's TeeWatch ID"
          value={friendId}
          onChange={(event) => setFriendId(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          sx={{ flex: 1, width: '100%' }}
        />
        <SubmitButton submitting={connecting.isLoading} disabled={!friendId.trim()}>
          Send Request
        </SubmitButton>
      </Stack>
    </Box>
  );
}
