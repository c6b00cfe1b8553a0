import { Button, Dialog, DialogClose, Link } from '@paperlight/ui-kit';
import { useState } from 'react';
import { downloadCsv, type CsvRequester } from './downloadCsv';
import * as admin from './admin.css';

export interface CsvDownloadButtonProps {
  session: CsvRequester;
  /** Same-origin address of the CSV. */
  url: string;
  /** The sign-up page the registration modal leads to (opened in a new tab). */
  signUpUrl: string;
  /** @default 'Export CSV' */
  label?: string;
  fallbackFilename?: string;
  /** @default window.fetch */
  fetch?: typeof fetch;
}

/** A CSV download through `downloadCsv`: guests get the registration modal, failures a message. */
export function CsvDownloadButton({ session, url, signUpUrl, label = 'Export CSV', fallbackFilename, fetch }: CsvDownloadButtonProps) {
  const [registerOpen, setRegisterOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadCsv({ session, url, onGuest: () => setRegisterOpen(true), fallbackFilename, fetch });
    } catch (error) {
      console.error('CSV download failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" loading={busy} onClick={onClick}>
        {label}
      </Button>
      <span role="status" className={admin.message}>
        {failed ? 'Error while downloading file' : null}
      </span>
      <Dialog
        title="Register to download"
        description="Downloads are for registered users."
        open={registerOpen}
        onOpenChange={setRegisterOpen}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Not now</Button>
            </DialogClose>
            <Button asChild>
              <Link href={signUpUrl} target="_blank" rel="noopener">
                Sign up free
              </Link>
            </Button>
          </>
        }
      >
        <p>Create a free Paperlight account, with a 7-day trial of every tool, to download this table as a CSV file.</p>
      </Dialog>
    </>
  );
}
