import { CHAT_LIMITS } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { isAllowedAttachment, sortPickedFiles } from './attachments';

const file = (name: string, type = '') => ({ name, type });

describe('attachment filter', () => {
  it('keeps the listed types by extension or by MIME type', () => {
    for (const name of ['a.txt', 'b.PDF', 'c.doc', 'd.docx', 'e.xls', 'f.xlsx', 'g.png', 'h.jpg', 'i.JPEG']) {
      expect(isAllowedAttachment(file(name)), name).toBe(true);
    }
    expect(isAllowedAttachment(file('scan', 'image/jpeg'))).toBe(true);
    expect(isAllowedAttachment(file('contract.bin', 'application/pdf'))).toBe(true);
  });

  it('leaves everything else out, as unsupported', () => {
    const { kept, unsupported, overLimit } = sortPickedFiles([
      file('notes.txt', 'text/plain'),
      file('virus.exe', 'application/x-msdownload'),
      file('song.mp3', 'audio/mpeg'),
      file('photo.gif', 'image/gif'),
      file('archive.zip'),
      file('noextension'),
      file('report.pdf', 'application/pdf'),
    ]);
    expect(kept.map((f) => f.name)).toEqual(['notes.txt', 'report.pdf']);
    expect(unsupported.map((f) => f.name)).toEqual([
      'virus.exe',
      'song.mp3',
      'photo.gif',
      'archive.zip',
      'noextension',
    ]);
    expect(overLimit).toEqual([]);
  });

  it('keeps no more than one message can carry', () => {
    const many = Array.from({ length: 8 }, (_, i) => file(`f${i}.txt`));
    expect(sortPickedFiles(many).kept).toHaveLength(CHAT_LIMITS.attachments);
    expect(sortPickedFiles(many).overLimit).toHaveLength(8 - CHAT_LIMITS.attachments);
    const last = sortPickedFiles(many, CHAT_LIMITS.attachments - 1);
    expect(last.kept.map((f) => f.name)).toEqual(['f0.txt']);
    expect(last.overLimit).toHaveLength(7);
  });
});
