/**
 * Asks for one line on the terminal without echoing what is typed (a password). `input` must be
 * a TTY: raw mode turns the echo off, so the line is assembled here (Enter ends it, Backspace
 * removes the last character, Ctrl-C cancels).
 */
export function readHiddenLine(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let characters: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(characters.join(''));
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new PromptCancelled('Cancelled.'));
        if (character === '\u007f' || character === '\b') characters = characters.slice(0, -1);
        else if (character >= ' ') characters.push(character);
      }
    };
    // The echo goes off before the prompt shows: nothing typed after it can appear.
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
    output.write(prompt);
  });
}

export class PromptCancelled extends Error {}
