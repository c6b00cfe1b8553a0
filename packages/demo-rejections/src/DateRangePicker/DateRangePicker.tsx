import { Button, useClock } from '@paperlight/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CalendarIcon, ChevronIcon, LockIcon } from '../icons';
import {
  addMonths,
  clickDay,
  dayOf,
  formatDay,
  monthWeeks,
  parseIsoDay,
  pickDay,
  presetRange,
  RANGE_PRESETS,
  type DayRange,
  type IsoDay,
} from '../report';
import * as shared from '../shared.css';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps {
  /** Applying a range is locked in the demo; the lock note links here (new tab). */
  signUpUrl: string;
}

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;
const EMPTY: DayRange = { start: null, end: null };
const monthStart = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const parts = (day: IsoDay) => day.split('-').map(Number) as [number, number, number];
// Spelt out by hand: browsers' Intl data differ in commas, and the names must match the tests.
const monthName = (first: IsoDay) => `${MONTHS[parts(first)[1] - 1]} ${parts(first)[0]}`;
const longDay = (day: IsoDay) => {
  const [year, month, date] = parts(day);
  return `${DAY_NAMES[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]} ${date} ${MONTHS[month - 1]} ${year}`;
};

/**
 * The 'Date Range' picker: presets (last 3, 6, 9 months, 1 and 2 years), two months side by side,
 * start and end typed as yyyy-MM-dd, the end capped at today. Apply stays disabled (demo lock).
 */
export function DateRangePicker({ signUpUrl }: DateRangePickerProps) {
  const id = useId();
  const clock = useClock();
  const today = dayOf(clock.now());
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DayRange>(EMPTY);
  // The right-hand month; the left one is the month before it.
  const [shownMonth, setShownMonth] = useState<IsoDay>(() => monthStart(today));
  const [typed, setTyped] = useState({ start: '', end: '' });
  const [typeError, setTypeError] = useState<{ start?: string; end?: string }>({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setTyped({ start: range.start ?? '', end: range.end ?? '' }), [range]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setRange(EMPTY);
    setTypeError({});
    if (returnFocus) triggerRef.current?.focus();
  };

  const commitTyped = (which: 'start' | 'end') => {
    const text = typed[which].trim();
    if (text === '') return setTypeError((errors) => ({ ...errors, [which]: undefined }));
    const day = parseIsoDay(text);
    if (day === null) return setTypeError((errors) => ({ ...errors, [which]: 'Use the format yyyy-MM-dd' }));
    setTypeError((errors) => ({ ...errors, [which]: undefined }));
    const next = pickDay(range, which, day, today);
    setRange(next);
    setShownMonth(monthStart(next.end ?? next.start ?? today));
  };

  const activePreset = RANGE_PRESETS.find(({ months }) => {
    const preset = presetRange(months, today);
    return preset.start === range.start && preset.end === range.end;
  });
  const leftMonth = addMonths(shownMonth, -1);

  // A press outside the picker closes it, like any popover.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });
  const canGoForward = shownMonth < monthStart(today);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      ref={rootRef}
      className={shared.field}
      onBlur={(event) => {
        if (open && event.relatedTarget !== null && !rootRef.current?.contains(event.relatedTarget as Node)) close(false);
      }}
    >
      <span className={shared.fieldLabel} id={`${id}-label`}>
        Date Range
      </span>
      <button
        ref={triggerRef}
        type="button"
        className={`${shared.control} ${styles.trigger}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <CalendarIcon />
        <span id={`${id}-value`}>All dates</span>
      </button>
      {open ? (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-label="Choose a date range"
          className={`${shared.popover} ${styles.panel}`}
          onKeyDown={onPanelKeyDown}
        >
          <div className={styles.presets} role="group" aria-label="Presets">
            {RANGE_PRESETS.map(({ label, months }) => (
              <button
                key={months}
                type="button"
                className={styles.preset}
                aria-pressed={activePreset?.months === months}
                onClick={() => {
                  setRange(presetRange(months, today));
                  setShownMonth(monthStart(today));
                }}
              >
                {label}
              </button>
            ))}
          </div>

          <div className={styles.inputs}>
            {(['start', 'end'] as const).map((which) => (
              <div key={which} className={shared.field}>
                <label className={shared.fieldLabel} htmlFor={`${id}-${which}`}>
                  {which === 'start' ? 'Start date' : 'End date'}
                </label>
                <input
                  id={`${id}-${which}`}
                  className={shared.control}
                  type="text"
                  inputMode="numeric"
                  placeholder="yyyy-MM-dd"
                  autoComplete="off"
                  maxLength={10}
                  aria-invalid={typeError[which] ? true : undefined}
                  aria-describedby={`${id}-${which}-error`}
                  value={typed[which]}
                  onChange={(event) => setTyped((current) => ({ ...current, [which]: event.target.value }))}
                  onBlur={() => commitTyped(which)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      commitTyped(which);
                    }
                  }}
                />
                <p id={`${id}-${which}-error`} className={styles.inputError} aria-live="polite">
                  {typeError[which] ?? ''}
                </p>
              </div>
            ))}
          </div>

          <div>
            <div className={styles.monthNav}>
              <button
                type="button"
                className={styles.navButton}
                aria-label="Previous month"
                onClick={() => setShownMonth(addMonths(shownMonth, -1))}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                className={styles.navButton}
                aria-label="Next month"
                disabled={!canGoForward}
                onClick={() => setShownMonth(addMonths(shownMonth, 1))}
              >
                <ChevronIcon direction="right" />
              </button>
            </div>
            <div className={styles.months}>
              {[leftMonth, shownMonth].map((first) => {
                const [year, month] = first.split('-').map(Number) as [number, number];
                return (
                  <table key={first} className={styles.monthTable}>
                    <caption className={styles.monthCaption}>{monthName(first)}</caption>
                    <thead>
                      <tr>
                        {WEEKDAYS.map(([short, long]) => (
                          <th key={short} scope="col" className={styles.weekday}>
                            <abbr title={long} style={{ textDecoration: 'none' }}>
                              {short}
                            </abbr>
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {monthWeeks(year, month).map((week, index) => (
                        <tr key={index}>
                          {week.map((day, column) => (
                            <td key={column} className={styles.dayCell}>
                              {day ? (
                                <button
                                  type="button"
                                  className={styles.day}
                                  disabled={day > today}
                                  aria-label={longDay(day)}
                                  aria-pressed={day === range.start || day === range.end}
                                  data-in-range={range.start !== null && range.end !== null && day > range.start && day < range.end}
                                  onClick={() => setRange(clickDay(range, day, today))}
                                >
                                  {Number(day.slice(8))}
                                </button>
                              ) : null}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                );
              })}
            </div>
          </div>

          <div className={styles.footer}>
            <p className={`${shared.lockNote} ${styles.footerNote}`} id={`${id}-lock`}>
              <LockIcon size={12} /> {range.start && range.end ? `${formatDay(range.start)} – ${formatDay(range.end)}. ` : ''}Applying a
              date range is locked in this demo.{' '}
              <a className={shared.textLink} href={signUpUrl} target="_blank" rel="noopener noreferrer">
                Sign up to apply it
              </a>
            </p>
            <Button variant="secondary" size="sm" onClick={() => close(true)}>
              Cancel
            </Button>
            <Button size="sm" disabled aria-describedby={`${id}-lock`}>
              Apply
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
