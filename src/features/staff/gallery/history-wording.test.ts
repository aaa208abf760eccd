import { describe, expect, it } from 'vitest';
import { staffT } from '../../../testing/render-staff';
import { historyChanges } from '../shared/history-wording';
import { galleryHistoryWording } from './history-wording';

const words = { none: 'none', yes: 'Yes', no: 'No' };
const wording = galleryHistoryWording(staffT('admin-gallery'));

describe('galleryHistoryWording', () => {
  it('labels the columns admins set as the upload form and the preview do, and a category by its name', () => {
    expect(
      historyChanges(
        {
          title: ['Ella Rock', 'Ella Rock at dawn'],
          description: [null, 'From the top'],
          category: ['cultural', 'nature'],
          featured: [false, true],
          storage_path: [null, 'a/full.webp'],
        },
        wording,
        words,
      ).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual([
      'Title: Ella Rock → Ella Rock at dawn',
      'Description: none → From the top',
      'Category: Cultural → Nature',
      'Featured: No → Yes',
      'storage_path: none → a/full.webp',
    ]);
  });

  it('credits an image added without an admin to the system, not to a website visitor', () => {
    expect(wording.anonymousInsert).toBe('system');
  });
});
