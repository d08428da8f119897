import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { accessCodeKey } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LockIcon from '@mui/icons-material/Lock';
import { AccessibilityButton } from '../../../components/accessibility/AccessibilityButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { currentLanguage, messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { useValidateAccessCodeMutation } from '../api/access.api';
import { accessEntered, selectAccessRevoked } from '../access.slice';
import { saveGrant } from '../access.storage';
import { accessGateMessages, accessGateTitleMessages } from './AccessGate.messages';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { AccessBenefits } from './AccessBenefits';
import { AccessCodeForm } from './AccessCodeForm';
import { WelcomeCard } from './WelcomeCard';

/**
 * Why the code was refused. The server writes English: its message is shown as it is in English,
 * and in another language the book's text for its error code, where the book has one.
 */
function refusal(error: FetchBaseQueryError | SerializedError): string {
  const { refusals } = messagesFor(accessGateMessages);
  const code = apiErrorCode(error);
  if (currentLanguage() !== 'en' && code && Object.hasOwn(refusals, code)) {
    return refusals[code as keyof typeof refusals];
  }
  return apiErrorMessage(error);
}

/** The private-beta gate shown before any route until this browser holds a grant. */
export function AccessGate() {
  const text = useMessages(accessGateMessages);
  useDocumentTitle(accessGateTitleMessages);
  const dispatch = useDispatch();
  const revoked = useSelector(selectAccessRevoked);
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [code, setCode] = useState(() => (searchParams.get('code') ?? '').toUpperCase());
  const [validate, { data: grant, isLoading, reset }] = useValidateAccessCodeMutation();

  const submitCode = async (value: string) => {
    if (accessCodeKey(value).length === 0) {
      const { missingCodeTitle, missingCodeText } = messagesFor(accessGateMessages);
      toast({ title: missingCodeTitle, description: missingCodeText, variant: 'destructive' });
      return;
    }
    const result = await validate({ code: value.trim() });
    if (result.error) {
      toast({
        title: messagesFor(accessGateMessages).invalidCodeTitle,
        description: refusal(result.error),
        variant: 'destructive',
      });
      reset();
      return;
    }
    saveGrant(result.data);
    toast({
      title: messagesFor(accessGateMessages).grantedTitle,
      description: result.data.message,
      variant: 'success',
    });
  };

  // A link like /?code=ABC-123 validates itself once on load.
  const autoValidated = useRef(false);
  const codeFromLink = searchParams.get('code');
  useEffect(() => {
    if (autoValidated.current || !codeFromLink) return;
    autoValidated.current = true;
    void submitCode(codeFromLink.toUpperCase());
    // Runs once for the code the page was opened with; later edits are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const enterApp = () => {
    if (searchParams.has('code')) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('code');
      setSearchParams(rest, { replace: true });
    }
    dispatch(accessEntered());
  };

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        py: { xs: 3, md: 6 },
        bgcolor: 'background.default',
        backgroundImage:
          'radial-gradient(circle at 20% 0%, rgba(27, 94, 32, 0.14), transparent 55%)',
        ...theme.applyStyles('dark', {
          backgroundImage:
            'radial-gradient(circle at 20% 0%, rgba(129, 199, 132, 0.14), transparent 55%)',
        }),
      })}
    >
      <Container maxWidth="md">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, px: 1 }}>
          <GolfCourseIcon color="primary" aria-hidden="true" />
          <Typography
            component="p"
            variant="h6"
            translate="no"
            sx={{ fontWeight: 800, flexGrow: 1 }}
          >
            TeeWatch
          </Typography>
          <AccessibilityButton />
        </Stack>
        <Paper
          variant="outlined"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
            overflow: 'hidden',
            borderRadius: 3,
          }}
        >
          <Box sx={{ p: { xs: 3, sm: 4, md: 5 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <LockIcon color="primary" aria-hidden="true" />
              <Typography
                component="h1"
                variant="h4"
                sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
              >
                {text.title}
              </Typography>
            </Stack>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.intro}</Typography>

            {revoked && !grant && (
              <Alert severity="info" sx={{ mb: 3 }}>
                {text.revoked}
              </Alert>
            )}

            {grant ? (
              <WelcomeCard grant={grant} onContinue={enterApp} />
            ) : (
              <>
                <AccessCodeForm
                  code={code}
                  onCodeChange={setCode}
                  onSubmit={() => void submitCode(code)}
                  pending={isLoading}
                />
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
                >
                  <HelpOutlineIcon color="action" aria-hidden="true" />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <strong>{text.needCode}</strong>{' '}
                    <Sentence
                      text={text.whereCodesComeFrom}
                      values={[
                        <Link
                          key="address"
                          href="mailto:beta@teewatch.app"
                          translate="no"
                          sx={{ fontWeight: 600 }}
                        >
                          beta@teewatch.app
                        </Link>,
                      ]}
                    />
                  </Typography>
                </Stack>
              </>
            )}
          </Box>
          <Box
            sx={(theme) => ({
              p: { xs: 3, sm: 4, md: 5 },
              bgcolor: '#1b5e20',
              color: '#ffffff',
              ...theme.applyStyles('dark', { bgcolor: '#173d1b', color: '#e8efe6' }),
            })}
          >
            <AccessBenefits />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
