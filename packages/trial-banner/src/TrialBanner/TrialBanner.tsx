import { useApiClient } from '@paperlight/api-client/react';
import type { SessionState } from '@paperlight/api-client';
import { useClock } from '@paperlight/ui-kit';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDaysLeft, getTrialBannerState, type TrialBannerState } from './trialBannerState';
import { useDaysLeft } from './useDaysLeft';
import * as styles from './TrialBanner.css';

const ContactModal = lazy(() => import('./ContactModal'));

export interface TrialBannerProps {
  /**
   * The visitor's session; decides which banner shows.
   * @example session={{ status: 'authenticated', session: user }}
   */
  session: SessionState;
  /**
   * Sign-up page of the single sign-on host, opened in a new tab by 'Register Now!'.
   * @example signUpUrl="https://sso.paperlight.example/signup"
   */
  signUpUrl: string;
  /**
   * Booking page opened in a new tab by 'Book a call' once the trial has expired.
   * @example bookingUrl="https://calendly.com/paperlight/demo"
   */
  bookingUrl: string;
  /**
   * Loads the remaining trial days (fraction; rounded down here).
   * @default useApiClient().getTrialDaysLeft
   * @example loadDaysLeft={() => Promise.resolve(5)}
   */
  loadDaysLeft?: () => Promise<number | null>;
  /**
   * Content of the full-screen modal behind 'Contact us!' (e.g. the contact form), shown under its 'Contact us' heading.
   * @default a short paragraph
   */
  contactContent?: ReactNode;
  /** Controlled open state of the contact modal, e.g. to close it after the form is sent. */
  contactOpen?: boolean;
  /**
   * Initial open state of the contact modal when uncontrolled.
   * @default false
   */
  defaultContactOpen?: boolean;
  /** Called when the contact modal opens or closes. */
  onContactOpenChange?: (open: boolean) => void;
  /**
   * Receives failures to load the remaining days; the banner then says 'Your free trial is active'.
   * @default console.error
   */
  onError?: (error: unknown) => void;
}

type ViewProps = Omit<TrialBannerProps, 'session' | 'loadDaysLeft' | 'onError'> & { state: TrialBannerState };

const defaultOnError = (error: unknown) => console.error(error);

/**
 * The fixed 32 px free-trial banner at the top of the page (SPEC §2). Renders nothing for users
 * without a trial. Only a running trial loads the remaining days, so guests need no api client.
 */
export function TrialBanner({ session, loadDaysLeft, onError = defaultOnError, ...view }: TrialBannerProps) {
  const clock = useClock();
  const state = getTrialBannerState(session, 'loading', clock.now());
  if (state.status !== 'days-loading' || session.status !== 'authenticated') return <TrialBannerView state={state} {...view} />;
  const userId = session.session.id;
  if (loadDaysLeft) return <TrialBannerWithDays session={session} userId={userId} load={loadDaysLeft} onError={onError} {...view} />;
  return <TrialBannerWithApiClient session={session} userId={userId} onError={onError} {...view} />;
}

interface WithDaysProps extends Omit<ViewProps, 'state'> {
  session: SessionState;
  userId: string;
  onError: (error: unknown) => void;
}

function TrialBannerWithApiClient(props: WithDaysProps) {
  const client = useApiClient();
  const load = useCallback(() => client.getTrialDaysLeft(), [client]);
  return <TrialBannerWithDays {...props} load={load} />;
}

function TrialBannerWithDays({ session, userId, load, onError, ...view }: WithDaysProps & { load: () => Promise<number | null> }) {
  const clock = useClock();
  const days = useDaysLeft(userId, load, onError);
  return <TrialBannerView state={getTrialBannerState(session, days, clock.now())} {...view} />;
}

function TrialBannerView({
  state,
  signUpUrl,
  bookingUrl,
  contactContent,
  contactOpen,
  defaultContactOpen,
  onContactOpenChange,
}: ViewProps) {
  if (state.status === 'hidden') return null;

  const frame = (tone: keyof typeof styles.tone, children: ReactNode) => (
    <aside className={`${styles.root} ${styles.tone[tone]}`} aria-label="Free trial" data-state={state.status}>
      {children}
    </aside>
  );

  switch (state.status) {
    case 'loading':
    case 'guest':
      return frame(
        'brand',
        <>
          <span className={styles.text}>FREE 7-day trial.</span>
          <a className={styles.link} href={signUpUrl} target="_blank" rel="noopener noreferrer">
            Register Now!
          </a>
        </>,
      );
    case 'expired':
      return frame(
        'neutral',
        <>
          <span className={styles.text}>Your free trial has expired!</span>
          <a className={styles.link} href={bookingUrl} target="_blank" rel="noopener noreferrer">
            Book a call
          </a>
        </>,
      );
    case 'days-loading':
    case 'error':
      return frame('success', <span className={styles.text}>Your free trial is active</span>);
    case 'active':
      return frame('success', <span className={styles.text}>Your free trial is active {formatDaysLeft(state.daysLeft)}</span>);
    case 'warning':
      return frame(
        'danger',
        <>
          <span className={styles.text}>Your free trial is active {formatDaysLeft(state.daysLeft)}</span>
          <ContactUs open={contactOpen} defaultOpen={defaultContactOpen} onOpenChange={onContactOpenChange}>
            {contactContent ?? <DefaultContactContent />}
          </ContactUs>
        </>,
      );
  }
}

interface ContactUsProps {
  open: boolean | undefined;
  defaultOpen: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  children: ReactNode;
}

/** 'Contact us!' and its modal, controlled or not; the modal's code loads on first open. */
function ContactUs({ open, defaultOpen = false, onOpenChange, children }: ContactUsProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // Mounted from the first opening on, so closing animates and focus returns to the button.
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    // Radix gives focus back to its own trigger only; this button opens the modal instead.
    if (wasOpen.current && !isOpen) button.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.contactButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => change(true)}
      >
        Contact us!
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactModal open={isOpen} onOpenChange={change}>
            {children}
          </ContactModal>
        </Suspense>
      ) : null}
    </>
  );
}

function DefaultContactContent() {
  return (
    <p className={styles.contactText}>
      Your free trial ends soon. Tell us about your team and the tools you need, and we will get back to you to keep your work going.
    </p>
  );
}
