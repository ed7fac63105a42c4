// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdventureDateField } from './AdventureDateField';

vi.mock('../hooks/useClosedDates', () => ({ useClosedDates: () => new Map() }));

function renderField() {
  const onDateChange = vi.fn();
  render(
    <AdventureDateField
      id="date"
      name="date"
      label="Date of adventure"
      helperText="DD/MM/YYYY"
      onDateChange={onDateChange}
      onBlur={vi.fn()}
    />,
  );
  return { input: screen.getByRole('textbox', { name: /Date of adventure/ }) as HTMLInputElement, onDateChange };
}

describe('AdventureDateField: typing a date', () => {
  afterEach(cleanup);

  it.each([
    ['D/M/YYYY', '7/12/2098'],
    ['DD.MM.YYYY', '07.12.2098'],
    ['YYYY-MM-DD', '2098-12-07'],
    ['DDMMYYYY', '07122098'],
  ])('reads %s typed one key at a time as that date', async (_format, keys) => {
    const { input, onDateChange } = renderField();
    await userEvent.setup().type(input, keys);
    expect(input.value).toBe('07/12/2098');
    expect(onDateChange).toHaveBeenLastCalledWith('2098-12-07', undefined);
  });

  it('reads a pasted ISO date as that date', async () => {
    const { input, onDateChange } = renderField();
    const user = userEvent.setup();
    await user.click(input);
    await user.paste('2098-12-07');
    expect(input.value).toBe('07/12/2098');
    expect(onDateChange).toHaveBeenLastCalledWith('2098-12-07', undefined);
  });
});
