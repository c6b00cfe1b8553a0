import { vars } from '@paperlight/ui-kit/vars';
import { useEffect, useState, type CSSProperties } from 'react';
import { contrastRatio, wcagGrade } from './contrast';

type Group = keyof typeof vars;

/** `var(--pl-color-brand)` → `--pl-color-brand`. */
const propertyOf = (reference: string) => /var\((--[\w-]+)\)/.exec(reference)?.[1] ?? reference;

/** Every token of a group as the page's own stylesheet (ui-kit's theme on :root) sets it. */
function useTokens(group: Group): Array<{ name: string; property: string; value: string }> {
  const [tokens, setTokens] = useState<Array<{ name: string; property: string; value: string }>>([]);
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setTokens(
      Object.entries(vars[group] as Record<string, string>).map(([name, reference]) => ({
        name,
        property: propertyOf(reference),
        value: style.getPropertyValue(propertyOf(reference)).trim(),
      })),
    );
  }, [group]);
  return tokens;
}

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

/** Pairs the product draws text with: foreground token on background token. */
const PAIRS: Array<[string, string]> = [
  ['ink', 'surface'],
  ['text', 'surface'],
  ['muted', 'surface'],
  ['muted', 'surfaceSunken'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brand', 'surface'],
  ['brand', 'brandSubtle'],
  ['onSuccess', 'success'],
  ['success', 'successSubtle'],
  ['onDanger', 'danger'],
  ['danger', 'dangerSubtle'],
  ['onWarning', 'warning'],
  ['warning', 'warningSubtle'],
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
];

function Grade({ ratio }: { ratio: number | null }) {
  if (ratio === null) return <span>translucent: depends on what is below</span>;
  const grade = wcagGrade(ratio);
  return (
    <span style={{ fontWeight: 600, color: grade === 'fails' ? vars.color.danger : vars.color.text }}>
      {ratio.toFixed(2)} : 1 — {grade}
    </span>
  );
}

export function ColorTokens() {
  const tokens = useTokens('color');
  const value = (name: string) => tokens.find((t) => t.name === name)?.value ?? '';
  return (
    <>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>Colours, and their contrast on the page surface</caption>
        <thead>
          <tr>
            <th style={cell}>Swatch</th>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            <th style={cell}>On surface</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.name}>
              <td style={cell}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 28,
                    borderRadius: 6,
                    background: t.value,
                    border: `1px solid ${vars.color.border}`,
                  }}
                />
              </td>
              <td style={cell}>
                <code style={code}>vars.color.{t.name}</code>
                <br />
                <code style={{ ...code, color: vars.color.muted }}>{t.property}</code>
              </td>
              <td style={cell}>
                <code style={code}>{t.value}</code>
              </td>
              <td style={cell}>
                <Grade ratio={contrastRatio(t.value, value('surface'))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse', width: '100%', marginTop: 32 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>
          Text on colour: the pairs the components use (AA needs 4.5 for text, 3 for large text and controls)
        </caption>
        <thead>
          <tr>
            <th style={cell}>Sample</th>
            <th style={cell}>Text on background</th>
            <th style={cell}>Contrast</th>
          </tr>
        </thead>
        <tbody>
          {PAIRS.filter(([fg, bg]) => value(fg) && value(bg)).map(([fg, bg]) => (
            <tr key={`${fg}-${bg}`}>
              <td style={cell}>
                <span style={{ display: 'inline-block', padding: '4px 12px', borderRadius: 6, background: value(bg), color: value(fg) }}>
                  Aa Paperlight
                </span>
              </td>
              <td style={cell}>
                <code style={code}>{fg}</code> on <code style={code}>{bg}</code>
              </td>
              <td style={cell}>
                <Grade ratio={contrastRatio(value(fg), value(bg))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function TypeScale() {
  const sizes = useTokens('fontSize');
  const weights = useTokens('fontWeight');
  const lines = useTokens('lineHeight');
  const fonts = useTokens('font');
  return (
    <>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>Type scale</caption>
        <tbody>
          {sizes.map((t) => (
            <tr key={t.name}>
              <td style={{ ...cell, width: 220 }}>
                <code style={code}>vars.fontSize.{t.name}</code>
                <br />
                <code style={{ ...code, color: vars.color.muted }}>{t.value}</code>
              </td>
              <td style={{ ...cell, fontSize: t.value, lineHeight: vars.lineHeight.tight }}>Research, read aloud</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Weights:{' '}
        {weights.map((t) => (
          <span key={t.name} style={{ fontWeight: t.value, marginRight: 16 }}>
            {t.name} {t.value}
          </span>
        ))}
      </p>
      <p>
        Line heights:{' '}
        {lines.map((t) => (
          <code key={t.name} style={{ ...code, marginRight: 16 }}>
            {t.name} {t.value}
          </code>
        ))}
      </p>
      <ul>
        {fonts.map((t) => (
          <li key={t.name}>
            <code style={code}>vars.font.{t.name}</code>: <span style={{ fontFamily: t.value }}>{t.value}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function SpaceAndRadii() {
  const space = useTokens('space');
  const radius = useTokens('radius');
  const shadow = useTokens('shadow');
  return (
    <>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 8 }}>Spacing</caption>
        <tbody>
          {space.map((t) => (
            <tr key={t.name}>
              <td style={{ ...cell, width: 220 }}>
                <code style={code}>vars.space.{t.name}</code>
                <br />
                <code style={{ ...code, color: vars.color.muted }}>{t.value}</code>
              </td>
              <td style={cell}>
                <span
                  aria-hidden
                  style={{ display: 'inline-block', height: 16, width: t.value, background: vars.color.brand, borderRadius: 2 }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginTop: 32 }}>
        {radius.map((t) => (
          <figure key={t.name} style={{ margin: 0, textAlign: 'center' }}>
            <div
              aria-hidden
              style={{
                width: 72,
                height: 72,
                background: vars.color.brandSubtle,
                border: `2px solid ${vars.color.brand}`,
                borderRadius: t.value,
              }}
            />
            <figcaption>
              <code style={code}>radius.{t.name}</code>
              <br />
              <code style={{ ...code, color: vars.color.muted }}>{t.value}</code>
            </figcaption>
          </figure>
        ))}
        {shadow.map((t) => (
          <figure key={t.name} style={{ margin: 0, textAlign: 'center' }}>
            <div aria-hidden style={{ width: 72, height: 72, background: vars.color.surface, borderRadius: 8, boxShadow: t.value }} />
            <figcaption>
              <code style={code}>shadow.{t.name}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}
