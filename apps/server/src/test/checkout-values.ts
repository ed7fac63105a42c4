/** A valid POST /api/payment/checkout body for a group of 2 on 2026-07-01, with overrides. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.com',
    registrationDate: '2026-07-01',
    teamMemberCount: 2,
    amount: 20,
    fullName: 'Ada Lovelace',
    allowDuplicate: false,
    ...overrides,
  };
}
