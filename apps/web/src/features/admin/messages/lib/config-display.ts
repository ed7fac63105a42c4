import {
  CONFIG_IMAGE_PREVIEW_LENGTH,
  CONFIG_PREVIEW_LENGTH,
  canonicalConfigKey,
  isImageConfigKey,
  MESSAGES,
} from '@seaside/contract';

/** Friendly names of the known message keys (the key itself is shown too). */
const LABELS: Record<string, string> = {
  shopName: 'Shop name',
  pubName: 'Pub name',
  introMsg: 'Intro message',
  pauseMsg: 'Pause message',
  finalMsg: 'Final message',
  welcomeBackMsg: 'Welcome back message',
  giftVocher: 'Gift voucher',
  barVocher: 'Bar voucher',
  finishSummaryMsg: 'Finish summary',
  leaderboardInviteMsg: 'Leaderboard invitation',
  leaderboardJoinedMsg: 'Leaderboard joined reply',
};

/** Placeholders every text message may use (the chat fills them with the team's details). */
const TEAM_PLACEHOLDERS = ['{teamName}', '{teamSize}', '{shopName}', '{pubName}'];

/** Placeholders only some messages have, filled by the chat when it sends that message (scores.md). */
const OWN_PLACEHOLDERS: Record<string, readonly string[]> = {
  finishSummaryMsg: ['{duration}', '{hints}', '{wrongGuesses}', '{score}'],
  leaderboardJoinedMsg: ['{leaderboardName}', '{rank}'],
};

/** The edit dialog's hint: the placeholders this message may use. */
export function placeholderHint(key: string): string {
  const own = OWN_PLACEHOLDERS[canonicalConfigKey(key) ?? ''] ?? [];
  return `Placeholders: ${[...own, ...TEAM_PLACEHOLDERS].join(', ')}.`;
}

export function configLabel(key: string): string {
  const canonical = canonicalConfigKey(key);
  return (canonical && LABELS[canonical]) || key;
}

/** The value as the table shows it: cut at 100 characters, or 50 for image keys, with an ellipsis. */
export function previewValue(key: string, value: string): string {
  const limit = isImageConfigKey(key) ? CONFIG_IMAGE_PREVIEW_LENGTH : CONFIG_PREVIEW_LENGTH;
  return value.length > limit ? `${value.slice(0, limit)}…` : value;
}

export type Readiness = 'activeReady' | 'inactiveReady' | 'empty';

/** The edit dialog's readiness indicator. */
export function readiness(value: string, isActive: boolean): { state: Readiness; label: string } {
  if (value.trim() === '') return { state: 'empty', label: MESSAGES.configs.emptyIndicator };
  return isActive
    ? { state: 'activeReady', label: MESSAGES.configs.activeReady }
    : { state: 'inactiveReady', label: MESSAGES.configs.inactiveReady };
}

/** "Uploaded PNG image, 23.4 KB" for a data URL. */
export function describeDataUrl(value: string): string | undefined {
  const match = /^data:image\/([a-z+]+);base64,(.*)$/s.exec(value);
  if (!match) return undefined;
  const type = (match[1] ?? '').replace('+xml', '').toUpperCase();
  const payload = match[2] ?? '';
  const bytes = Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  return `Uploaded ${type === 'JPEG' ? 'JPEG' : type} image, ${formatBytes(bytes)}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
