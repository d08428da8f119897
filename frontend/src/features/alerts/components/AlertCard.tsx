import { useState, type ReactNode } from 'react';
import type { Alert as TeeTimeAlert } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupIcon from '@mui/icons-material/Group';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, Name, Sentence, useMessages } from '../../../lib/i18n';
import { alertErrorText } from '../alerts.errors';
import { checkedAgo, formatDay, formatDollars } from '../alerts.format';
import { alertFormatMessages } from '../alerts.format.messages';
import { useDeleteAlertMutation, useSetAlertStatusMutation } from '../api/alerts.api';
import { alertCardMessages } from './AlertCard.messages';
import { AlertMatches } from './AlertMatches';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** One alert of the active alerts panel: what it watches, its matches, pause/resume and delete. */
export function AlertCard({ alert }: { alert: TeeTimeAlert }) {
  const text = useMessages(alertCardMessages);
  const format = useMessages(alertFormatMessages);
  const { toast } = useToast();
  const [expanded, setExpanded] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [setStatus, statusState] = useSetAlertStatusMutation();
  const [deleteAlert, deleteState] = useDeleteAlertMutation();
  const paused = alert.status === 'paused';
  const day = formatDay(alert.date);
  const titleId = `alert-${alert.id}-title`;
  const matchesId = `alert-${alert.id}-matches`;

  const toggleStatus = async () => {
    const result = await setStatus({ id: alert.id, status: paused ? 'active' : 'paused' });
    if (result.error) {
      const said = messagesFor(alertCardMessages);
      toast({
        title: paused ? said.resumeFailed : said.pauseFailed,
        description: alertErrorText(result.error),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    const result = await deleteAlert(alert.id);
    setConfirmingDelete(false);
    const said = messagesFor(alertCardMessages);
    if (result.error) {
      toast({
        title: said.deleteFailed,
        description: alertErrorText(result.error),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: said.deleted,
      description: said.deletedAlert(alert.location, formatDay(alert.date)),
    });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, borderRadius: 2, opacity: paused ? 0.85 : 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography
          id={titleId}
          translate="no"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, lineHeight: 1.3 }}
        >
          {alert.location}
        </Typography>
        <Chip
          size="small"
          label={paused ? text.paused : text.active}
          color={paused ? 'default' : 'success'}
          variant={paused ? 'outlined' : 'filled'}
        />
      </Stack>

      <Box
        sx={{
          mt: 1,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        }}
      >
        <Detail icon={<EventIcon />}>{day}</Detail>
        <Detail icon={<AccessTimeIcon />}>{format.timePreferences[alert.timePreference]}</Detail>
        <Detail icon={<GroupIcon />}>{format.players(alert.players)}</Detail>
        <Detail icon={<AttachMoneyIcon />}>
          {alert.maxPrice === null ? text.anyPrice : text.upTo(formatDollars(alert.maxPrice))}
        </Detail>
      </Box>
      {alert.courses.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          <Sentence
            text={text.courses}
            values={[
              <Name key="name">{alert.courses.map((course) => course.name).join(', ')}</Name>,
            ]}
          />
        </Typography>
      )}

      <Box sx={{ mt: 1.5 }}>
        {alert.matchesNow > 0 ? (
          <Button
            variant="text"
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? matchesId : undefined}
            onClick={() => setExpanded((open) => !open)}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ px: 1, ml: -1, fontWeight: 700 }}
          >
            {alert.moreMatchesNow
              ? text.moreMatchesNow(alert.matchesNow)
              : text.matchesNow(alert.matchesNow)}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {paused ? text.pausedNotWatching : text.noMatches}
          </Typography>
        )}
        {expanded && alert.matchesNow > 0 && (
          <AlertMatches alertId={alert.id} players={alert.players} id={matchesId} />
        )}
        {!paused && (
          <Typography
            variant="caption"
            component="p"
            sx={{ mt: 0.5, color: alert.checkBehind ? 'warning.dark' : 'text.secondary' }}
          >
            {alert.checkBehind
              ? text.checkBehind(checkedAgo(alert.lastCheckedAt))
              : checkedAgo(alert.lastCheckedAt)}
          </Typography>
        )}
      </Box>

      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          disabled={statusState.isLoading}
          onClick={() => void toggleStatus()}
        >
          {paused ? text.resume : text.pause}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirmingDelete(true)}
        >
          {text.delete}
        </Button>
      </Stack>

      <Dialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        aria-labelledby={`${titleId}-delete`}
      >
        <DialogTitle id={`${titleId}-delete`}>{text.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Sentence
              text={(place) => text.confirmBody(place, day)}
              values={[<Name key="name">{alert.location}</Name>]}
            />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)}>{text.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleteState.isLoading}
            onClick={() => void confirmDelete()}
          >
            {text.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
