import EventBusyIcon from '@mui/icons-material/EventBusy';
import ForumIcon from '@mui/icons-material/Forum';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import SensorsIcon from '@mui/icons-material/Sensors';
import { MESSAGES, PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';

/** The links of the admin side drawer: the spec's four (product spec section 2) between the operations console's (operations.md section 1). */
export const ADMIN_NAV_ITEMS: { label: string; to: string; icon: ReactNode }[] = [
  { label: MESSAGES.ops.liveTitle, to: PAGES.adminLive, icon: <SensorsIcon /> },
  { label: 'Booking List', to: PAGES.adminUsers, icon: <PeopleIcon /> },
  { label: 'Date Management', to: PAGES.adminDates, icon: <EventBusyIcon /> },
  { label: 'Clues Management', to: PAGES.adminQuestions, icon: <QuizIcon /> },
  { label: 'Messages Configuration', to: PAGES.adminMessages, icon: <ForumIcon /> },
  { label: MESSAGES.ops.activityTitle, to: PAGES.adminActivity, icon: <HistoryIcon /> },
];
