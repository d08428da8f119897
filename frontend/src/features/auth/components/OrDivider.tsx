import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/** "or" between the social buttons and a form. */
export function OrDivider() {
  return (
    <Divider sx={{ my: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        or
      </Typography>
    </Divider>
  );
}
