// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

describe('Composer', () => {
  afterEach(cleanup);

  it('cancels the focus move of a press on Send (a phone keeps its keyboard), and sends the text', () => {
    const onSend = vi.fn();
    render(<Composer value="Clock Tower" onChange={() => {}} onSend={onSend} disabled={false} placeholder="Type" />);
    const send = screen.getByRole('button', { name: 'Send' });
    // false: the press's default, moving the focus from the input to the button, is prevented.
    expect(fireEvent.mouseDown(send)).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Clock Tower');
  });
});
