import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmailIcon from '@mui/icons-material/Email';
import GroupsIcon from '@mui/icons-material/Groups';
import LockIcon from '@mui/icons-material/Lock';
import PhoneIcon from '@mui/icons-material/Phone';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSendOrKeep } from '../../../lib/network/useSendOrKeep';
import { useSubmitDemoFormMutation } from '../api/resilience.api';
import type { FormSubmissionResponse } from '@teewatch/contracts';
import { emptyFormDemo, type FormDemoValues, formatPhone, formIssues } from '../form-demo.rules';

const fields: {
  name: keyof FormDemoValues;
  label: string;
  type: string;
  required: boolean;
  icon: React.ReactNode;
}[] = [
  { name: 'email', label: 'Email', type: 'email', required: true, icon: <EmailIcon /> },
  { name: 'password', label: 'Password', type: 'password', required: true, icon: <LockIcon /> },
  { name: 'phone', label: 'Phone', type: 'tel', required: false, icon: <PhoneIcon /> },
  { name: 'players', label: 'Players', type: 'number', required: true, icon: <GroupsIcon /> },
  {
    name: 'preferredDate',
    label: 'Preferred Date',
    type: 'date',
    required: false,
    icon: <CalendarMonthIcon />,
  },
];

const tips = [
  'Errors show as you type; a warning does not stop you from sending.',
  'The phone number formats itself as (555) 123-4567.',
  'Offline? The form is kept and sent once, in order, when you are back online.',
];

/**
 * The form demo (docs/forms.md): every rule checked on each change and on submit, counters and
 * an issues list, and a submission that waits for the connection when there is none.
 */
export function FormDemo() {
  const { toast } = useToast();
  const sendOrKeep = useSendOrKeep();
  const [submitForm] = useSubmitDemoFormMutation();
  const [values, setValues] = useState(emptyFormDemo);
  const [touched, setTouched] = useState<Set<keyof FormDemoValues>>(new Set());
  const [showPassword, setShowPassword] = useState(false);
  const [validating, setValidating] = useState(false);

  const issues = formIssues(values).filter((issue) => touched.has(issue.field));
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const messageOf = (field: keyof FormDemoValues) => issues.find((issue) => issue.field === field);

  const change = (name: keyof FormDemoValues, typed: string) => {
    setValues((now) => ({ ...now, [name]: name === 'phone' ? formatPhone(typed) : typed }));
    setTouched((now) => new Set(now).add(name));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(new Set(fields.map(({ name }) => name)));
    const found = formIssues(values).filter((issue) => issue.severity === 'error');
    if (found.length > 0) {
      toast({
        title: 'Validation Errors',
        description: `Please fix ${found.length} error(s) before submitting.`,
        variant: 'destructive',
      });
      document.getElementById(`form-demo-${found[0]!.field}`)?.focus();
      return;
    }
    setValidating(true);
    const outcome = await sendOrKeep<FormSubmissionResponse['data']>(
      'form-submit',
      values,
      (idempotencyKey) => submitForm({ body: { ...values }, idempotencyKey }),
    );
    setValidating(false);
    if (outcome.status === 'sent') {
      toast({
        title: 'Form Valid',
        description: 'Your details were checked and sent.',
        variant: 'success',
      });
    } else if (outcome.status === 'failed') {
      toast({
        title: 'Submit Failed',
        description: apiErrorMessage(outcome.error),
        variant: 'destructive',
      });
    }
  };

  const clear = () => {
    setValues(emptyFormDemo);
    setTouched(new Set());
    toast({ title: 'Form Cleared', description: 'Every field is empty again.' });
  };

  return (
    <SectionCard titleId="form-demo-title" title="Form Validation">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip
          label={`${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`}
          color={errors.length ? 'error' : 'default'}
        />
        <Chip
          label={`${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`}
          color={warnings.length ? 'warning' : 'default'}
        />
      </Stack>
      {issues.length > 0 && (
        <Alert severity={errors.length ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <List dense disablePadding aria-label="Issues">
            {issues.map((issue) => (
              <ListItem key={`${issue.field}-${issue.message}`} disableGutters sx={{ py: 0 }}>
                {issue.message}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="form-demo-title"
        sx={{ display: 'grid', gap: 2 }}
      >
        {fields.map(({ name, label, type, required, icon }) => {
          const issue = messageOf(name);
          return (
            <TextField
              key={name}
              id={`form-demo-${name}`}
              label={label}
              required={required}
              type={name === 'password' && showPassword ? 'text' : type}
              value={values[name]}
              onChange={(event) => change(name, event.target.value)}
              error={issue?.severity === 'error'}
              helperText={issue?.message ?? ' '}
              autoComplete={
                name === 'password' ? 'new-password' : name === 'email' ? 'email' : undefined
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: name === 'players' ? { min: 1, max: 4 } : undefined,
                input: {
                  startAdornment: <InputAdornment position="start">{icon}</InputAdornment>,
                  endAdornment:
                    name === 'password' ? (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={showPassword ? 'Hide password' : 'Show password'}
                          onClick={() => setShowPassword((shown) => !shown)}
                          edge="end"
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ) : undefined,
                },
              }}
            />
          );
        })}
        <Stack direction="row" spacing={1.5}>
          <SubmitButton submitting={validating}>Submit</SubmitButton>
          <Button variant="outlined" onClick={clear}>
            Clear
          </Button>
        </Stack>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
        Tips
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {tips.map((tip) => (
          <Typography component="li" key={tip} variant="body2">
            {tip}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}
