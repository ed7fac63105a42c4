import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/brand/Logo';
import { runtimeConfig } from '@/config/runtime';
import { colors } from '@/styles/tokens';
import { GuestOnly } from './GuestOnly';

/** /admin/login placeholder titled ADMIN PORTAL; the login form (product spec section 2) replaces the body. */
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
          backgroundImage: 'radial-gradient(ellipse at 80% 10%, rgba(200,50,95,0.35), transparent 55%)',
        }}
      >
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: '20px' }}>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Logo size={64} title={`${runtimeConfig.brandName} logo`} />
            <Typography variant="h4" component="h1" sx={{ letterSpacing: '0.06em' }}>
              ADMIN PORTAL
            </Typography>
            <Typography color="text.secondary">
              The sign-in form is coming soon. Staff will log in here with a mobile number and password.
            </Typography>
          </Stack>
        </Paper>
      </Box>
    </GuestOnly>
  );
}
