import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type LoginRequest,
  loginRequestSchema,
  MESSAGES,
  MOBILE_MAX_DIGITS,
  MOBILE_PATTERN,
  PAGES,
} from '@seaside/contract';
import { type KeyboardEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { useToast } from '@/components/feedback';
import { runtimeConfig } from '@/config/runtime';
import { errorStatus, serverMessage } from '@/lib/http';
import { colors } from '@/styles/tokens';
import { login } from '../api/login';
import { GuestOnly } from './GuestOnly';

const a = MESSAGES.admin;

function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [bothRequired, setBothRequired] = useState(false);
  const [params] = useSearchParams();
  const sessionEnded = params.get('session') === 'ended';
  const {
    control,
    handleSubmit,
    watch,
    trigger,
    formState: { isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const mobileNumber = watch('mobileNumber');
  const password = watch('password');
  const canSubmit = MOBILE_PATTERN.test(mobileNumber) && password.length > 0 && !isSubmitting;

  const submit = handleSubmit(async (values) => {
    try {
      await login(values);
      toast.success(a.loginSuccess);
      navigate(PAGES.adminUsers, { replace: true });
    } catch (error) {
      // Too many attempts: say how long to wait; any other failure is the spec's message.
      toast.error(errorStatus(error) === 429 ? serverMessage(error, a.loginFailed) : a.loginFailed);
    }
  });

  /** Enter with a field empty: the spec's "both" message (the disabled button blocks the submit). */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || canSubmit) return;
    event.preventDefault();
    if (!mobileNumber || !password) setBothRequired(true);
    else void trigger();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        if (!mobileNumber || !password) {
          e.preventDefault();
          setBothRequired(true);
          return;
        }
        void submit(e);
      }}
      onKeyDown={onKeyDown}
      aria-label="Admin login"
      sx={{ width: '100%' }}
    >
      <Stack spacing={2.5}>
        {bothRequired && (!mobileNumber || !password) ? (
          <Alert severity="error" role="alert">
            {a.loginBothRequired}
          </Alert>
        ) : sessionEnded ? (
          <Alert severity="info">{a.sessionEnded}</Alert>
        ) : null}
        <Controller
          name="mobileNumber"
          control={control}
          render={({ field, fieldState }) => {
            const invalid = mobileNumber.length > 0 && !MOBILE_PATTERN.test(mobileNumber) && fieldState.isTouched;
            return (
              <TextField
                {...field}
                onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS))}
                label="Mobile number"
                type="tel"
                autoComplete="username"
                autoFocus
                fullWidth
                error={invalid}
                helperText={invalid ? a.mobileInvalid : ' '}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: MOBILE_MAX_DIGITS, 'aria-describedby': undefined },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <PhoneIphoneOutlinedIcon aria-hidden="true" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            );
          }}
        />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <LockOutlinedIcon aria-hidden="true" />
                    </InputAdornment>
                  ),
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((v) => !v)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          disabled={!canSubmit}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          LOGIN
        </Button>
      </Stack>
    </Box>
  );
}

/** /admin/login (product spec section 2): shown only without a stored token, else /admin/users. */
export function AdminLoginPage() {
  return (
    <GuestOnly>
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          px: 2,
          py: 6,
          bgcolor: colors.ink,
          backgroundImage:
            'radial-gradient(ellipse at 80% 10%, rgba(200,50,95,0.35), transparent 55%), radial-gradient(ellipse at 10% 95%, rgba(158,216,207,0.18), transparent 50%)',
        }}
      >
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Logo size={64} title={`${runtimeConfig.brandName} logo`} />
              <Typography variant="h4" component="h1" sx={{ letterSpacing: '0.06em' }}>
                ADMIN PORTAL
              </Typography>
              <Typography color="text.secondary">Sign in to manage bookings, dates and the hunt.</Typography>
            </Stack>
            <LoginForm />
            <Link component={RouterLink} to={PAGES.home} variant="body2" color="text.secondary">
              Back to {runtimeConfig.brandName}
            </Link>
          </Stack>
        </Paper>
      </Box>
    </GuestOnly>
  );
}
