import { CHAT_LIMITS } from '@mustashar/contracts';
import { describe, expect, it } from 'vitest';
import { isAllowedAttachment, keepAllowedFiles } from './attachments';

const file = (name: string, type = '') => ({ name, type });

describe('attachment filter', () => {
  it('keeps the listed types by extension or by MIME type', () => {
    for (const name of ['a.txt', 'b.PDF', 'c.doc', 'd.docx', 'e.xls', 'f.xlsx', 'g.png', 'h.jpg', 'i.JPEG']) {
      expect(isAllowedAttachment(file(name)), name).toBe(true);
    }
    expect(isAllowedAttachment(file('scan', 'image/jpeg'))).toBe(true);
    expect(isAllowedAttachment(file('contract.bin', 'application/pdf'))).toBe(true);
  });

  it('drops everything else silently', () => {
    const kept = keepAllowedFiles([
      file('notes.txt', 'text/plain'),
      file('virus.exe', 'application/x-msdownload'),
      file('song.mp3', 'audio/mpeg'),
      file('photo.gif', 'image/gif'),
      file('archive.zip'),
      file('noextension'),
      file('report.pdf', 'application/pdf'),
    ]);
    expect(kept.map((f) => f.name)).toEqual(['notes.txt', 'report.pdf']);
  });

  it('keeps no more than one message can carry', () => {
    const many = Array.from({ length: 8 }, (_, i) => file(`f${i}.txt`));
    expect(keepAllowedFiles(many)).toHaveLength(CHAT_LIMITS.attachments);
    expect(keepAllowedFiles(many, CHAT_LIMITS.attachments - 1)).toHaveLength(1);
  });
});
