/**
 * One upload run of the modal (spec §4 "Gallery upload"): validating, preparing (resize and re-encode),
 * capacity check, then uploading file by file with percent progress. It stops at the first file that
 * fails and reports, per file, which made it. The steps are passed in, so the order and the stopping
 * rules are tested without a browser or a server.
 */
import type { GalleryCategory } from '../../../config/limits';
import { progressPercent, validateFiles, type FileError } from './gallery-models';
import type { PreparedImage } from './image-encode';

export interface UploadForm {
  files: readonly File[];
  category: GalleryCategory;
  title: string;
  description: string;
}

export type UploadPhase = 'validating' | 'preparing' | 'checking' | 'uploading';

export type FileOutcome =
  { fileName: string; status: 'uploaded' | 'notStarted' } | { fileName: string; status: 'failed'; error: string };

export type UploadResult =
  | { kind: 'offline' }
  | { kind: 'invalid'; errors: FileError[] }
  /** A file could not be decoded or shrunk below the object limit. */
  | { kind: 'unreadable'; fileName: string }
  | { kind: 'refused'; reasons: string[] }
  | { kind: 'checkFailed' }
  | { kind: 'done'; outcomes: FileOutcome[] };

export interface UploadSteps {
  /** Whether the API answers (asked, not taken from `navigator.onLine`). */
  isOnline: () => boolean | Promise<boolean>;
  remainingSlots: number;
  prepare: (file: File) => Promise<PreparedImage>;
  checkCapacity: (
    totalBytes: number,
    fileCount: number,
  ) => Promise<{ canUpload: true } | { canUpload: false; reasons: string[] }>;
  upload: (
    id: string,
    image: PreparedImage,
    meta: { category: GalleryCategory; title: string | null; description: string | null; fileName: string },
    onStep: () => void,
  ) => Promise<void>;
  newId: () => string;
  onPhase: (phase: UploadPhase) => void;
  onProgress: (percent: number) => void;
}

/** The spec's fallback texts when the server gives no reason. */
export const DEFAULT_REFUSAL = 'Upload limit exceeded';
export const CHECK_FAILED = 'Error checking storage limits';

const blankToNull = (value: string) => value.trim() || null;

export async function runUpload(form: UploadForm, steps: UploadSteps): Promise<UploadResult> {
  if (!(await steps.isOnline())) return { kind: 'offline' };

  steps.onPhase('validating');
  const errors = validateFiles(form.files, steps.remainingSlots);
  if (errors.length > 0) return { kind: 'invalid', errors };

  let done = 0;
  const step = () => steps.onProgress(progressPercent(++done, form.files.length));
  steps.onProgress(0);

  steps.onPhase('preparing');
  const prepared: PreparedImage[] = [];
  for (const file of form.files) {
    try {
      prepared.push(await steps.prepare(file));
    } catch (error) {
      console.error('Image could not be prepared', file.name, error);
      return { kind: 'unreadable', fileName: file.name };
    }
    step();
  }

  steps.onPhase('checking');
  const totalBytes = prepared.reduce((sum, image) => sum + image.totalBytes, 0);
  try {
    const answer = await steps.checkCapacity(totalBytes, form.files.length);
    if (!answer.canUpload)
      return { kind: 'refused', reasons: answer.reasons.length ? answer.reasons : [DEFAULT_REFUSAL] };
  } catch (error) {
    console.error('Capacity check failed', error);
    return { kind: 'checkFailed' };
  }

  steps.onPhase('uploading');
  const outcomes: FileOutcome[] = form.files.map((file) => ({ fileName: file.name, status: 'notStarted' }));
  // With several files, the title and description name each one; the title gets the file's number.
  const several = form.files.length > 1;
  for (const [index, file] of form.files.entries()) {
    const title = blankToNull(form.title);
    try {
      await steps.upload(
        steps.newId(),
        prepared[index]!,
        {
          category: form.category,
          title: title && several ? `${title} (${index + 1})` : title,
          description: blankToNull(form.description),
          fileName: file.name,
        },
        step,
      );
      outcomes[index] = { fileName: file.name, status: 'uploaded' };
    } catch (error) {
      outcomes[index] = {
        fileName: file.name,
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      };
      break;
    }
  }
  steps.onProgress(100);
  return { kind: 'done', outcomes };
}
