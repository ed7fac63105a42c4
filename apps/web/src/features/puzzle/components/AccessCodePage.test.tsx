// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessCodePage } from './AccessCodePage';

const boxes = () => screen.getAllByRole('textbox', { name: /Character \d of 4/ }) as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);
const submit = () => screen.getByRole('button', { name: MESSAGES.player.startYourAdventure }) as HTMLButtonElement;

function renderPage() {
  render(
    <MemoryRouter>
      <AccessCodePage />
    </MemoryRouter>,
  );
}

describe('AccessCodePage: the access-code boxes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes 0-9 and A-F upper-cased, moves on as you type and back on Backspace', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('agz1');
    // "g" and "z" are refused.
    expect(values()).toEqual(['A', '1', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('b');
    expect(values()).toEqual(['A', '1', 'B', '']);
    expect(document.activeElement).toBe(boxes()[3]);
    expect(submit().disabled).toBe(true);
    // Backspace in an empty box clears the one before and goes back to it.
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['A', '1', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('fills every box from a paste of its first four valid characters', () => {
    renderPage();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => ' 1-b2c9ff' } });
    expect(values()).toEqual(['1', 'B', '2', 'C']);
    expect(submit().disabled).toBe(false);
  });

  it("shows the server's refusal and lets the visitor try again", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ success: false, message: 'Invalid access code. Please try again.' }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => 'ABCD' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.player.invalidCode);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(boxes().every((box) => !box.disabled)).toBe(true));
    expect(submit().disabled).toBe(false);
  });
});
