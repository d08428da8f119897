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
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSendOrKeep } from '../../../lib/network/useSendOrKeep';
import { callErrorText } from '../api/call-error';
import { useSubmitDemoFormMutation } from '../api/resilience.api';
import type { FormSubmissionResponse } from '@teewatch/contracts';
import { emptyFormDemo, type FormDemoValues, formatPhone, formIssues } from '../form-demo.rules';
import { formDemoMessages } from './FormDemo.messages';

const fields: {
  name: keyof FormDemoValues;
  type: string;
  required: boolean;
  icon: React.ReactNode;
}[] = [
  { name: 'email', type: 'email', required: true, icon: <EmailIcon /> },
  { name: 'password', type: 'password', required: true, icon: <LockIcon /> },
  { name: 'phone', type: 'tel', required: false, icon: <PhoneIcon /> },
  { name: 'players', type: 'number', required: true, icon: <GroupsIcon /> },
  { name: 'preferredDate', type: 'date', required: false, icon: <CalendarMonthIcon /> },
];

/**
 * The form demo (docs/forms.md): every rule checked on each change and on submit, counters and
 * an issues list, and a submission that waits for the connection when there is none.
 */
export function FormDemo() {
  const text = useMessages(formDemoMessages);
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
      const { validationErrors } = messagesFor(formDemoMessages);
      toast({
        title: validationErrors.title,
        description: validationErrors.description(found.length),
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
    const { formValid, submitFailed } = messagesFor(formDemoMessages);
    if (outcome.status === 'sent') {
      toast({ ...formValid, variant: 'success' });
    } else if (outcome.status === 'failed') {
      toast({
        title: submitFailed,
        description: callErrorText(outcome.error),
        variant: 'destructive',
      });
    }
  };

  const clear = () => {
    setValues(emptyFormDemo);
    setTouched(new Set());
    toast(messagesFor(formDemoMessages).formCleared);
  };

  return (
    <SectionCard titleId="form-demo-title" title={text.title}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip label={text.errors(errors.length)} color={errors.length ? 'error' : 'default'} />
        <Chip
          label={text.warnings(warnings.length)}
          color={warnings.length ? 'warning' : 'default'}
        />
      </Stack>
      {issues.length > 0 && (
        <Alert severity={errors.length ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <List dense disablePadding aria-label={text.issues}>
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
        {fields.map(({ name, type, required, icon }) => {
          const issue = messageOf(name);
          return (
            <TextField
              key={name}
              id={`form-demo-${name}`}
              label={text.fields[name]}
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
                          aria-label={showPassword ? text.hidePassword : text.showPassword}
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
          <SubmitButton submitting={validating}>{text.submit}</SubmitButton>
          <Button variant="outlined" onClick={clear}>
            {text.clear}
          </Button>
        </Stack>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, fontWeight: 600 }}>
        {text.tipsTitle}
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {text.tips.map((tip) => (
          <Typography component="li" key={tip} variant="body2">
            {tip}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}
