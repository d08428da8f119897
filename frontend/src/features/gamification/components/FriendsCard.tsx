import { useState } from 'react';
import {
  errorCodes,
  type Friend,
  type FriendInvitation,
  friendInvitationLimits,
} from '@teewatch/contracts';
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
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import {
  useAcceptFriendMutation,
  useConnectFriendMutation,
  useCreateInvitationMutation,
  useGetFriendsQuery,
  useRemoveFriendMutation,
} from '../api/friends.api';
import { levelNamed } from '../catalogue';
import { failureText } from '../failure-text';
import { formatUnlockDate } from '../gamification.format';
import { gamificationMessages } from '../gamification.messages';
import { friendsCardMessages } from './FriendsCard.messages';

/** The dashboard's friends: invite by link, requests to answer, friends, add by TeeWatch id. */
export function FriendsCard() {
  const { data, error, isLoading, refetch } = useGetFriendsQuery();
  const text = useMessages(friendsCardMessages);
  return (
    <SectionCard titleId="friends-title" title={text.title} id="friends">
      {isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.loading}</Typography>
      ) : !data ? (
        <RetryAlert onRetry={() => void refetch()}>
          {text.loadFailed(apiErrorMessage(error))}
        </RetryAlert>
      ) : (
        <Stack spacing={2.5}>
          <Invitations invitations={data.invitations.filter((each) => each.status === 'unused')} />
          {data.incoming.length > 0 && <Requests incoming={data.incoming} />}
          <FriendList friends={data.friends} outgoing={data.outgoing} />
          <AddById myUserId={data.myUserId} friends={data.friends} />
        </Stack>
      )}
    </SectionCard>
  );
}

/** Copies a text, and says so in a toast: `copied` is the toast's sentence. */
function useCopy() {
  const { toast } = useToast();
  return async (copy: string, copied: string) => {
    const text = messagesFor(friendsCardMessages);
    try {
      await navigator.clipboard.writeText(copy);
      toast({ title: text.copied, description: copied, variant: 'success' });
    } catch {
      toast({ title: text.copyFailed, description: copy, variant: 'destructive' });
    }
  };
}

function Invitations({ invitations }: { invitations: FriendInvitation[] }) {
  const [create, creating] = useCreateInvitationMutation();
  const { toast } = useToast();
  const copy = useCopy();
  const text = useMessages(friendsCardMessages);
  const invite = async () => {
    const answer = await create();
    const said = messagesFor(friendsCardMessages);
    if (answer.error) {
      toast({
        title: said.noInvitation,
        description: failureText(answer.error, {
          codes: {
            [errorCodes.friendInvitationLimit]: said.invitationLimit(friendInvitationLimits.unused),
          },
        }),
        variant: 'destructive',
      });
    } else {
      await copy(answer.data.link, said.invitationLinkCopied);
    }
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {text.invitationsIntro(friendInvitationLimits.days)}
      </Typography>
      <SubmitButton
        type="button"
        variant="outlined"
        icon={<PersonAddIcon />}
        submitting={creating.isLoading}
        onClick={() => void invite()}
      >
        {text.invite}
      </SubmitButton>
      {invitations.length > 0 && (
        <Box
          component="ul"
          aria-label={text.unusedInvitations}
          sx={{ listStyle: 'none', p: 0, mt: 1.5 }}
        >
          {invitations.map((invitation) => (
            <Box
              component="li"
              key={invitation.code}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Typography translate="no" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {invitation.code}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.until(formatUnlockDate(invitation.expiresAt))}
              </Typography>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy(invitation.link, text.linkCopied)}
                aria-label={text.copyLinkOf(invitation.code)}
              >
                {text.copyLink}
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
  const text = useMessages(friendsCardMessages);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.requests}
      </Typography>
      <Box component="ul" aria-label={text.requests} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {incoming.map((friend) => (
          <Box
            component="li"
            key={friend.userId}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
          >
            <Typography translate="no" sx={{ fontWeight: 600, flex: 1 }}>
              {friend.name}
            </Typography>
            <Button
              size="small"
              variant="contained"
              onClick={() =>
                void accept(friend.userId).then((answer) => {
                  if (!answer.error) {
                    const said = messagesFor(friendsCardMessages);
                    toast({
                      title: said.friendAdded,
                      description: said.friendsNowWith(friend.name),
                      variant: 'success',
                    });
                  }
                })
              }
            >
              {text.accept}
            </Button>
            <Button size="small" onClick={() => void remove(friend.userId)}>
              {text.decline}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function FriendList({ friends, outgoing }: { friends: Friend[]; outgoing: Friend[] }) {
  const [remove] = useRemoveFriendMutation();
  const text = useMessages(friendsCardMessages);
  const common = useMessages(gamificationMessages);
  if (friends.length === 0 && outgoing.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{text.noFriends}</Typography>;
  }
  return (
    <Box component="ul" aria-label={text.yourFriends} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {friends.map((friend) => (
        <Box
          component="li"
          key={friend.userId}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography translate="no" sx={{ fontWeight: 600 }}>
              {friend.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {levelNamed(friend.levelName)} · {common.points(friend.totalPoints)}
            </Typography>
          </Box>
          <Button size="small" color="error" onClick={() => void remove(friend.userId)}>
            {text.remove}
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
            <span translate="no">{friend.name}</span>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              · {text.requestSent}
            </Typography>
          </Typography>
          <Button size="small" onClick={() => void remove(friend.userId)}>
            {text.withdraw}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

function AddById({ myUserId, friends }: { myUserId: string; friends: Friend[] }) {
  const [friendId, setFriendId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [connect, connecting] = useConnectFriendMutation();
  const { toast } = useToast();
  const copy = useCopy();
  const text = useMessages(friendsCardMessages);
  const send = async () => {
    setFieldError(null);
    const asked = friendId.trim();
    const wasFriend = friends.some((friend) => friend.userId === asked);
    const answer = await connect(asked);
    const said = messagesFor(friendsCardMessages);
    if (answer.error) {
      setFieldError(
        failureText(answer.error, {
          codes: { [errorCodes.notFound]: said.noSuchGolfer },
          fields: { friendUserId: asked === myUserId ? said.ownId : said.notAnId },
        }),
      );
    } else {
      setFriendId('');
      toast({
        title: said.friendRequest,
        description:
          answer.data.status === 'requested'
            ? said.requested
            : wasFriend
              ? said.alreadyFriends
              : said.nowFriends,
        variant: 'success',
      });
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
        <Sentence text={text.yourId} values={[<strong translate="no">{myUserId}</strong>]} />{' '}
        <Button size="small" onClick={() => void copy(myUserId, text.idCopied)}>
          {text.copy}
        </Button>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={text.friendId}
          value={friendId}
          onChange={(event) => setFriendId(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          sx={{ flex: 1, width: '100%' }}
        />
        <SubmitButton submitting={connecting.isLoading} disabled={!friendId.trim()}>
          {text.sendRequest}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
