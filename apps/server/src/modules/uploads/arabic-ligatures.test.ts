import { describe, expect, it } from 'vitest';
import { repairArabicLigatures } from './arabic-ligatures.ts';

describe('repairArabicLigatures', () => {
  // As pdf.js and poppler read a line that a font drew with lam-alef ligatures (the reading order of each
  // ligature's two letters reversed), and what the line said.
  const reversed =
    'يلتزم المستأجر بدفع األجرة خالل مدة اإليجار وااللتزام بالسالمة واآلخرين، وال يجوز إال بموافقة لإلدارة ال سيما للاستثمار';
  const written =
    'يلتزم المستأجر بدفع الأجرة خلال مدة الإيجار والالتزام بالسالمة والآخرين، ولا يجوز إلا بموافقة للإدارة لا سيما للاستثمار';

  it('puts back the ligatures whose reversed letters spell no Arabic word', () => {
    // "للاستثمار" reads "لالستثمار" when reversed; written here as it reads back after the repair.
    const input = reversed.replace('للاستثمار', 'لالستثمار');
    expect(repairArabicLigatures(input)).toBe(written);
  });

  it('leaves a reversed ligature that spells a real word ("سلامة" read as "سالمة")', () => {
    expect(repairArabicLigatures('وال يجوز المساس بالسالمة')).toBe('ولا يجوز المساس بالسالمة');
  });

  it('changes nothing in text whose ligatures read right, or in text without Arabic', () => {
    expect(repairArabicLigatures(written)).toBe(written);
    const correct = 'لا يجوز للمؤجر إخلاء المستأجر خلال مدة العقد إلا بحكم، والمال لمالكه';
    expect(repairArabicLigatures(correct)).toBe(correct);
    expect(repairArabicLigatures('Rent is due on the first day; late fee SAR 200')).toBe(
      'Rent is due on the first day; late fee SAR 200',
    );
  });
});
