// A file to the phone's share sheet where the browser has one that takes files (Web Share
// Level 2), and a download everywhere else, or when the sheet cannot open.
import { saveBlob } from './save-file';

export type ShareOutcome = 'shared' | 'saved' | 'cancelled';

export async function shareOrSave(file: File, title: string): Promise<ShareOutcome> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (err) {
      // The person closed the sheet: nothing to do. Refused (e.g. the tap's moment had passed):
      // the download below still gives them the image.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  saveBlob(file, file.name);
  return 'saved';
}
