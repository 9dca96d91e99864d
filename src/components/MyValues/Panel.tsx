/**
 * The fields of "Use my values" and what they do (the chunk ./index.tsx
 * loads when the reader turns to the panel, or at once when values are
 * stored): each value is checked as it is typed (src/data/myValues.ts), a
 * valid one fills the page's commands (./fill.tsx), and all valid values
 * are kept in sessionStorage, or in localStorage with "Remember on this
 * device". Nothing is sent anywhere: no request is made while typing.
 *
 * The values are this module's, not a panel's: every page's panel shows the
 * same ones, and the code of every page is filled with them.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {FIELDS, canBecomeValid, isValid, type Field} from '@site/src/data/myValues';
import {MY_VALUES_KEY} from '@site/src/data/browserStorage';
import {setFiller} from './store';
import {fillerFor} from './fill';
import styles from './Panel.module.css';

type Values = Partial<Record<Field, string>>;

/** What the reader typed, valid or not, and whether they keep it on this device. */
let typed: Values = {};
let remember = false;

const validValues = (values: Values): Values =>
  Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([field, value]) => isValid(field as Field, value)),
  );

/** Keeps the valid values where the reader chose, and fills the pages' code with them. */
function apply(next: Values = typed, keep = remember): void {
  typed = next;
  remember = keep;
  const valid = validValues(typed);
  const empty = Object.keys(valid).length === 0;
  try {
    const [kept, other] = remember
      ? [localStorage, sessionStorage]
      : [sessionStorage, localStorage];
    other.removeItem(MY_VALUES_KEY);
    if (empty) kept.removeItem(MY_VALUES_KEY);
    else kept.setItem(MY_VALUES_KEY, JSON.stringify(valid));
  } catch {
    // Storage blocked: the values last as long as this tab's page.
  }
  setFiller(empty ? null : fillerFor(valid));
}

try {
  const stored = localStorage.getItem(MY_VALUES_KEY);
  remember = stored !== null;
  const parsed: unknown = JSON.parse(stored ?? sessionStorage.getItem(MY_VALUES_KEY) ?? '{}');
  if (parsed && typeof parsed === 'object')
    typed = Object.fromEntries(
      Object.entries(parsed).filter(
        ([field, value]) => field in FIELDS && typeof value === 'string',
      ),
    );
} catch {
  // Storage blocked or unreadable: start without values.
}
apply();

const MESSAGES = {
  privacy: 'Nothing you type here is sent anywhere: it stays in this browser.',
  remember: 'Remember on this device',
  rememberHint: 'Otherwise your values are forgotten when you close this tab.',
  clear: 'Clear my values',
  cleared: 'Your values are cleared: the commands show their placeholders again.',
  filled: (places: number) =>
    places === 0
      ? 'No command on this page has your values yet.'
      : `Your values are in ${places === 1 ? '1 place' : `${places} places`} on this page, marked.`,
};

export default function Panel({fields}: {fields: readonly Field[]}): ReactNode {
  const id = useId();
  const [values, setValues] = useState(typed);
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const [keep, setKeep] = useState(remember);
  const [status, setStatus] = useState('');

  // Once the page's code shows the values, say how many places they fill.
  useEffect(() => {
    if (Object.keys(values).length === 0) return undefined;
    const frame = requestAnimationFrame(() =>
      setStatus(MESSAGES.filled(document.querySelectorAll('main mark[data-my-value]').length)),
    );
    return () => cancelAnimationFrame(frame);
  }, [values, keep]);

  const edit = (field: Field, value: string) => {
    const next = {...values, [field]: value};
    apply(next, keep);
    setValues(next);
    setLeft((fieldsLeft) => new Set([...fieldsLeft].filter((f) => f !== field)));
  };
  const leave = (field: Field) => setLeft((fieldsLeft) => new Set(fieldsLeft).add(field));

  return (
    <div className={styles.body}>
      <p className={styles.privacy}>{MESSAGES.privacy}</p>
      <div className={styles.fields}>
        {fields.map((field) => {
          const value = values[field] ?? '';
          const trimmed = value.trim();
          const wrong =
            trimmed !== '' &&
            !isValid(field, trimmed) &&
            (left.has(field) || !canBecomeValid(field, trimmed));
          const input = `${id}-${field}`;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={input}>{FIELDS[field].label}</label>
              <input
                id={input}
                type="text"
                value={value}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                inputMode={field === 'userName' ? 'email' : undefined}
                aria-invalid={wrong || undefined}
                aria-describedby={`${input}-hint${wrong ? ` ${input}-error` : ''}`}
                className={clsx(styles.input, wrong && styles.invalid)}
                onChange={(event) => edit(field, event.target.value)}
                onBlur={() => leave(field)}
                onKeyDown={(event) => event.key === 'Enter' && leave(field)}
              />
              <p id={`${input}-hint`} className={styles.hint}>
                {FIELDS[field].hint}
              </p>
              {wrong && (
                <p id={`${input}-error`} className={styles.error}>
                  {FIELDS[field].expected}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <label className={styles.remember}>
          <input
            type="checkbox"
            checked={keep}
            aria-describedby={`${id}-remember`}
            onChange={(event) => {
              apply(values, event.target.checked);
              setKeep(event.target.checked);
            }}
          />
          {MESSAGES.remember}
        </label>
        <span id={`${id}-remember`} className={styles.hint}>
          {MESSAGES.rememberHint}
        </span>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          onClick={() => {
            apply({}, false);
            setValues({});
            setKeep(false);
            setLeft(new Set());
            setStatus(MESSAGES.cleared);
          }}>
          {MESSAGES.clear}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
