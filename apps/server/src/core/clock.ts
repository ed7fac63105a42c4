/** The server's clock. Tests swap it for a controllable one; nothing reads Date.now() for business rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
