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
import { apiErrorMessage } from '../../../lib/api-error';
import {
  checkedAgo,
  formatDay,
  formatDollars,
  plural,
  timePreferenceLabel,
} from '../alerts.format';
import { useDeleteAlertMutation, useSetAlertStatusMutation } from '../api/alerts.api';
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
      toast({
        title: paused ? 'Could not resume the alert' : 'Could not pause the alert',
        description: apiErrorMessage(result.error),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    const result = await deleteAlert(alert.id);
    setConfirmingDelete(false);
    if (result.error) {
      toast({
        title: 'Could not delete the alert',
        description: apiErrorMessage(result.error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Alert deleted', description: `${alert.location}, ${day}` });
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
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, lineHeight: 1.3 }}
        >
          {alert.location}
        </Typography>
        <Chip
          size="small"
          label={paused ? 'Paused' : 'Active'}
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
        <Detail icon={<AccessTimeIcon />}>{timePreferenceLabel(alert.timePreference)}</Detail>
        <Detail icon={<GroupIcon />}>{plural(alert.players, 'player', 'players')}</Detail>
        <Detail icon={<AttachMoneyIcon />}>
          {alert.maxPrice === null ? 'Any price' : `Up to ${formatDollars(alert.maxPrice)}`}
        </Detail>
      </Box>
      {alert.courses.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Courses: {alert.courses.map((course) => course.name).join(', ')}
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
            {plural(alert.matchesNow, 'tee time matches now', 'tee times match now')}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {paused ? 'Paused: not watching for tee times' : 'No tee times match right now'}
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
            {checkedAgo(alert.lastCheckedAt)}
            {alert.checkBehind &&
              ". Checks are running behind: the courses' booking sites limit how often we can look."}
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
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirmingDelete(true)}
        >
          Delete
        </Button>
      </Stack>

      <Dialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        aria-labelledby={`${titleId}-delete`}
      >
        <DialogTitle id={`${titleId}-delete`}>Delete this alert?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            TeeWatch will stop watching for tee times in {alert.location} on {day}. This cannot be
            undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleteState.isLoading}
            onClick={() => void confirmDelete()}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
