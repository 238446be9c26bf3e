import type { UploadResponse } from '@mustashar/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { Composer, type Uploader } from './composer';

function setup(options: { disabled?: boolean; busy?: boolean; upload?: Uploader } = {}) {
  const onSend = vi.fn(() => true);
  const onStop = vi.fn();
  const composer = (conversationKey: number) => (
    <Composer
      disabled={options.disabled ?? false}
      busy={options.busy ?? false}
      onSend={onSend}
      onStop={onStop}
      upload={options.upload}
      conversationKey={conversationKey}
    />
  );
  const { rerender } = render(composer(0));
  return {
    onSend,
    onStop,
    box: screen.getByRole('textbox', { name: 'Your question' }),
    /** The user moved to another conversation (New chat, another thread). */
    leave: (key: number) => rerender(composer(key)),
  };
}

const stored = (name: string, mime: string): UploadResponse => ({
  id: '3f0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a10',
  fileName: name,
  size: 2048,
  mime,
  hasText: true,
  url: '/api/uploads/3f0c7d7e-6c1b-4c35-9d0b-2a6f9e1b7a10',
});

describe('Composer', () => {
  it('sends with Enter and clears the box', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'What is the probation period?{Enter}');
    expect(onSend).toHaveBeenCalledWith('What is the probation period?', []);
    expect(box).toHaveValue('');
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Line one\nLine two');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Line one\nLine two', []);
  });

  it('does not send an empty or blank question', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '{Enter}');
    await userEvent.type(box, '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps the text when the question could not go', async () => {
    const { onSend, box } = setup();
    onSend.mockReturnValueOnce(false);
    await userEvent.type(box, 'Kept{Enter}');
    expect(box).toHaveValue('Kept');
  });

  it('is disabled while the chat is blocked, and shows Stop while an answer is written', async () => {
    const { box } = setup({ disabled: true });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  });

  it('Stop calls back instead of sending', async () => {
    const { onStop, onSend, box } = setup({ busy: true });
    await userEvent.type(box, 'Next{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('leaves files of other types out and says so, uploads the rest and sends their ids', async () => {
    const uploaded: string[] = [];
    const upload: Uploader = (file, onProgress) => {
      uploaded.push(file.name);
      onProgress(0.5);
      return { promise: Promise.resolve(stored(file.name, file.type)), abort: () => {} };
    };
    const { onSend, box } = setup({ upload });
    const input = screen.getByTestId('attachment-input') as HTMLInputElement;
    await userEvent.upload(
      input,
      [
        new File(['hello'], 'contract.pdf', { type: 'application/pdf' }),
        new File(['x'], 'song.mp3', { type: 'audio/mpeg' }),
        new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }),
      ],
      { applyAccept: false },
    );
    expect(uploaded).toEqual(['contract.pdf']);
    expect(await screen.findByText(/Ready/)).toBeInTheDocument();
    expect(screen.queryByText('song.mp3')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“song.mp3” and “tool.exe” were not attached: only txt, pdf, doc, docx, xls, xlsx, png and jpg files can be.',
    );
    await userEvent.type(box, 'Review this{Enter}');
    expect(onSend).toHaveBeenCalledWith('Review this', [
      { uploadId: stored('', '').id, fileName: 'contract.pdf', size: 2048, mime: 'application/pdf' },
    ]);
  });

  it('shows the server message for a refused or too large file, and waits for uploads before sending', async () => {
    let finish: (value: UploadResponse) => void = () => {};
    const upload: Uploader = (file) => {
      if (file.name === 'huge.pdf') {
        return {
          promise: Promise.reject(new ApiError(413, 'upload:too_large', 'The file is larger than 10 MB.')),
          abort: () => {},
        };
      }
      return { promise: new Promise<UploadResponse>((resolve) => (finish = resolve)), abort: () => {} };
    };
    const { onSend, box } = setup({ upload });
    await userEvent.upload(screen.getByTestId('attachment-input'), [
      new File(['x'], 'huge.pdf', { type: 'application/pdf' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    await userEvent.type(box, 'Question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => finish(stored('notes.txt', 'text/plain')));
    await userEvent.click(screen.getByRole('button', { name: 'Remove huge.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Question', [expect.objectContaining({ fileName: 'notes.txt' })]);
  });

  it('says which files went past the most a message carries', async () => {
    const upload: Uploader = (file) => ({
      promise: Promise.resolve(stored(file.name, file.type)),
      abort: () => {},
    });
    setup({ upload });
    await userEvent.upload(
      screen.getByTestId('attachment-input'),
      Array.from({ length: 6 }, (_, i) => new File(['x'], `page-${i + 1}.txt`, { type: 'text/plain' })),
    );
    expect(await screen.findAllByText(/Ready/)).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A message carries at most 5 files: “page-6.txt” not attached.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets go of a failed file and of what it said when the user moves to another conversation', async () => {
    const upload: Uploader = () => ({
      promise: Promise.reject(
        new ApiError(422, 'uploads:read_timeout', 'Reading this file took longer than allowed.'),
      ),
      abort: () => {},
    });
    const { box, leave } = setup({ upload });
    await userEvent.upload(
      screen.getByTestId('attachment-input'),
      [
        new File(['x'], 'lease.pdf', { type: 'application/pdf' }),
        new File(['x'], 'archive.zip', { type: 'application/zip' }),
      ],
      { applyAccept: false },
    );
    expect(await screen.findByText('Reading this file took longer than allowed.')).toBeInTheDocument();
    await userEvent.type(box, 'My question');
    leave(1);
    expect(screen.queryByText('lease.pdf')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    // What was typed is the user's draft, not the files': it stays.
    expect(box).toHaveValue('My question');
  });

  it('says beside a stored photo when the server could not read its text, and still sends it', async () => {
    const notice = {
      code: 'uploads:ocr_unavailable',
      message: 'This server cannot read text from photos and scanned documents.',
    };
    const upload: Uploader = () => ({
      promise: Promise.resolve({ ...stored('contract.jpg', 'image/jpeg'), hasText: false, notice }),
      abort: () => {},
    });
    const { onSend, box } = setup({ upload });
    await userEvent.upload(screen.getByTestId('attachment-input'), [
      new File(['x'], 'contract.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(notice.message);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(box, 'Is this valid?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Is this valid?', [
      expect.objectContaining({ fileName: 'contract.jpg', mime: 'image/jpeg' }),
    ]);
  });
});
