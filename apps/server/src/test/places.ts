import { API } from '@seaside/contract';
import { expect } from 'vitest';
import { dateCapacities } from '../db/schema.js';
import type { TestApp } from './test-app.js';

/** The places left on `date`, as the public availability answers. */
export async function remainingOn(t: TestApp, date: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `${API.date.availability}?from=${date}&to=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days[0].remaining;
}

/** Gives `date` its own capacity. */
export async function setCapacity(t: TestApp, date: string, capacity: number): Promise<void> {
  await t.database.db
    .insert(dateCapacities)
    .values({ date, capacity })
    .onConflictDoUpdate({ target: dateCapacities.date, set: { capacity } });
}
