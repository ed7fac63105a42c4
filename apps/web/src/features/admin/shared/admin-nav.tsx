import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ForumIcon from '@mui/icons-material/Forum';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import { PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';

/** The links of the admin side drawer: the dashboard (operations.md section 1), then product spec section 2's four. */
export const ADMIN_NAV_ITEMS: { label: string; to: string; icon: ReactNode }[] = [
  { label: 'Dashboard', to: PAGES.adminDashboard, icon: <DashboardOutlinedIcon /> },
  { label: 'Booking List', to: PAGES.adminUsers, icon: <PeopleIcon /> },
  { label: 'Date Management', to: PAGES.adminDates, icon: <EventBusyIcon /> },
  { label: 'Clues Management', to: PAGES.adminQuestions, icon: <QuizIcon /> },
  { label: 'Messages Configuration', to: PAGES.adminMessages, icon: <ForumIcon /> },
];
