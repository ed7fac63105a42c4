import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './browser.js';

/** Decodes the quoted-printable parts of a raw message well enough to search its text. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The .eml the server wrote (into DATA_DIR/mail) for `email` whose subject matches `subject`
 * (the mail worker delivers within a few seconds).
 */
export async function waitForMail(email: string, subject: RegExp, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // not created yet
    }
    for (const f of files) {
      const text = decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8'));
      const subjectLine = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      if (text.includes(email) && subject.test(subjectLine)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${email} in ${dir}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
