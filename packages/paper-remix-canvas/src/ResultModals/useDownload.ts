import { useState } from 'react';

/**
 * A result panel's download: fetch the file, hand it to `onDownload` under the name given when it
 * arrives, and say so (`failed`) when the fetch fails. One for the mind map's, the deck's and the
 * episode's files.
 */
export function useDownload(fetchFile: (url: string) => Promise<Blob>, onDownload: (blob: Blob, fileName: string) => void) {
  const [failed, setFailed] = useState(false);
  const download = async (url: string | undefined, fileName: () => string) => {
    if (!url) return;
    setFailed(false);
    try {
      onDownload(await fetchFile(url), fileName());
    } catch {
      setFailed(true);
    }
  };
  return { failed, download };
}
