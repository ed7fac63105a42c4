import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/brand/Logo';
import { SkipLink } from '@/components/layouts/SkipLink';
import { runtimeConfig } from '@/config/runtime';
import { useAppBarOffset } from '@/hooks/useAppBarOffset';
import { QueryProvider } from '@/lib/react-query';
import { colors, fontStacks } from '@/styles/tokens';
import { ADMIN_NAV_ITEMS } from './admin-nav';
import { useLogout } from './hooks/useLogout';
import { RequireAdmin } from './RequireAdmin';
import { UnsavedWorkProvider, useMayLeave } from './unsaved-work';

export const ADMIN_DRAWER_WIDTH = 264;

function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 } }} />
      <Box component="nav" aria-label="Admin" sx={{ px: 1.5, py: 2 }}>
        <Typography variant="overline" component="p" sx={{ px: 1.5, pb: 1, color: colors.mist }}>
          Manage
        </Typography>
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {ADMIN_NAV_ITEMS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={onNavigate}
                sx={{
                  color: colors.mist,
                  py: 1.1,
                  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
                  '&:hover': { bgcolor: 'rgba(251,245,236,0.06)' },
                  '&.active': {
                    color: '#FFFFFF',
                    bgcolor: 'rgba(242,140,166,0.16)',
                    boxShadow: `inset 3px 0 0 ${colors.flamingoLight}`,
                    '& .MuiListItemIcon-root': { color: colors.flamingoLight },
                  },
                }}
              >
                <ListItemIcon aria-hidden="true">{item.icon}</ListItemIcon>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.95rem' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ mt: 'auto', p: 2.5 }}>
        <Divider sx={{ borderColor: 'rgba(201,209,230,0.15)', mb: 2 }} />
        <Typography variant="body2" sx={{ color: colors.mist }}>
          {runtimeConfig.brandName} back office
        </Typography>
      </Box>
    </Box>
  );
}

function AdminShell() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const mayLeave = useMayLeave();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const appBar = useRef<HTMLElement>(null);
  useAppBarOffset(appBar);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone drawer on navigation
  useEffect(() => setMobileOpen(false), [pathname]);

  const paperSx = {
    width: ADMIN_DRAWER_WIDTH,
    boxSizing: 'border-box',
    bgcolor: colors.inkDark,
    color: colors.sand,
    borderRight: 0,
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        ref={appBar}
        component="header"
        position="fixed"
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: '1px solid rgba(242,140,166,0.25)' }}
      >
        <Toolbar sx={{ minHeight: { xs: 64, md: 72 }, gap: 1.5 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={mobileOpen ? 'Close navigation' : 'Open navigation'}
            aria-controls="admin-drawer"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo size={36} title="" />
          <Typography
            component="p"
            noWrap
            sx={{ fontFamily: fontStacks.serif, fontWeight: 700, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
          >
            {runtimeConfig.brandName}
            <Box
              component="span"
              sx={{
                ml: 1.25,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(242,140,166,0.18)',
                color: colors.flamingoLight,
                fontFamily: fontStacks.sans,
                fontSize: '0.72rem',
                letterSpacing: '0.12em',
                verticalAlign: 'middle',
                display: { xs: 'none', sm: 'inline' },
              }}
            >
              ADMIN
            </Box>
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title="Account">
            <IconButton
              color="inherit"
              aria-label="Admin menu"
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'admin-menu' : undefined}
              aria-expanded={menuAnchor ? true : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              <AccountCircleIcon />
            </IconButton>
          </Tooltip>
          <Menu
            id="admin-menu"
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                if (mayLeave()) void logout();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              Logout
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: ADMIN_DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id="admin-drawer"
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          // The open drawer is a dialog to assistive technology: it needs a name.
          slotProps={{ paper: { 'aria-label': 'Admin navigation' } }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paperSx }}
        >
          <DrawerContent onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paperSx }}>
          <DrawerContent />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 3, md: 4 }, pb: 4 }}
      >
        <Toolbar sx={{ minHeight: { xs: 64, md: 72 } }} />
        <Outlet />
      </Box>
    </Box>
  );
}

/**
 * Layout of the admin area (product spec section 2): requires a stored access token
 * (else /admin/login), app bar with the admin menu (Logout), side drawer with the four links
 * (temporary on phones, permanent from md up). Provides React Query to the admin screens.
 */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <QueryProvider>
        <UnsavedWorkProvider>
          <AdminShell />
        </UnsavedWorkProvider>
      </QueryProvider>
    </RequireAdmin>
  );
}
