import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it("writes sizes in the page's language", () => {
    expect(formatFileSize(1_200_000, 'pl-PL')).toBe('1,2 MB');
    expect(formatFileSize(1_200_000, 'en-GB')).toBe('1.2 MB');
    expect(formatFileSize(512, 'pl-PL')).toBe('512 B');
    expect(formatFileSize(0, 'en-GB')).toBe('0 byte');
  });

  it('uses kB and MB in steps of 1000, one decimal below ten', () => {
    expect(formatFileSize(1000, 'en-GB')).toBe('1 kB');
    expect(formatFileSize(1530, 'pl-PL')).toBe('1,5 kB');
    expect(formatFileSize(45_600, 'en-GB')).toBe('46 kB');
    expect(formatFileSize(999_900, 'en-GB')).toBe('1 MB');
    expect(formatFileSize(2_500_000_000, 'pl-PL')).toBe('2,5 GB');
  });
});
