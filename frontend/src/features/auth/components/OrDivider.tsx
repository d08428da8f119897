import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { signInControlsMessages } from './SignInControls.messages';

/** "or" between the social buttons and a form. */
export function OrDivider() {
  const text = useMessages(signInControlsMessages);
  return (
    <Divider sx={{ my: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.or}
      </Typography>
    </Divider>
  );
}
