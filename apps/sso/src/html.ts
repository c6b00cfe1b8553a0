import { createHash } from 'node:crypto';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** Marks a string as already-safe HTML so {@link html} does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template that escapes every interpolated value unless it is {@link SafeHtml}. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

export const stylesheet = `
:root { color-scheme: light; --brand: #4f46e5; --brand-dark: #4338ca; --ink: #111827; --muted: #4b5563;
  --line: #d1d5db; --bg: #f5f5fb; --danger: #b91c1c; --danger-bg: #fef2f2; --focus: #a5b4fc; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 16px; line-height: 1.5; color: var(--ink); background: var(--bg);
  display: flex; flex-direction: column; align-items: center; padding: 48px 24px; }
header.site { width: 100%; max-width: 440px; margin-bottom: 24px; display: flex; justify-content: space-between;
  align-items: center; gap: 16px; }
.brand { font-weight: 700; font-size: 1.25rem; color: var(--brand); text-decoration: none; letter-spacing: -0.01em; }
main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 32px;
  box-shadow: 0 1px 3px rgba(17, 24, 39, 0.08), 0 8px 24px rgba(79, 70, 229, 0.08); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 8px; }
p { margin: 0 0 16px; color: var(--muted); }
a { color: var(--brand); text-underline-offset: 2px; }
a:hover { color: var(--brand-dark); }
form { margin-top: 24px; }
.field { margin-bottom: 18px; }
label { display: block; font-weight: 600; margin-bottom: 6px; }
.hint { display: block; font-size: 0.875rem; color: var(--muted); margin: -2px 0 6px; }
input[type="text"], input[type="email"], input[type="password"] { width: 100%; font: inherit; color: inherit;
  padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
input[aria-invalid="true"] { border-color: var(--danger); }
.field-error { display: block; color: var(--danger); font-size: 0.875rem; font-weight: 600; margin-bottom: 6px; }
button { width: 100%; font: inherit; font-weight: 600; color: #fff; background: var(--brand); border: 0;
  border-radius: 8px; padding: 12px 16px; cursor: pointer; }
button:hover { background: var(--brand-dark); }
a:focus-visible, button:focus-visible, input:focus-visible, .error-summary:focus {
  outline: 3px solid var(--focus); outline-offset: 2px; }
input:focus-visible { border-color: var(--brand); }
.error-summary { border: 1px solid #fecaca; border-left: 4px solid var(--danger); background: var(--danger-bg);
  border-radius: 8px; padding: 12px 16px; margin: 16px 0 0; }
.error-summary h2 { font-size: 1rem; margin: 0 0 4px; color: var(--danger); }
.error-summary ul { margin: 0; padding-left: 20px; }
.error-summary a { color: var(--danger); font-weight: 600; }
.switch { margin: 24px 0 0; text-align: center; color: var(--muted); }
.meter { margin: -8px 0 18px; font-size: 0.875rem; color: var(--muted); }
.meter meter { display: block; width: 100%; height: 8px; margin-bottom: 4px; }
.meter-label { font-weight: 600; }
.trial { display: inline-block; background: #eef2ff; color: var(--brand-dark); font-weight: 600; font-size: 0.875rem;
  border-radius: 999px; padding: 4px 12px; margin-bottom: 12px; }
@media (max-width: 480px) {
  body { padding: 24px 16px; }
  main { padding: 24px 20px; border-radius: 12px; }
  h1 { font-size: 1.375rem; }
}
`;

/** CSP source for the one inline stylesheet, so pages need no 'unsafe-inline'. */
export const stylesheetHash = `'sha256-${createHash('sha256').update(stylesheet).digest('base64')}'`;

/** The page shell shared by every sso page. */
export function page(options: { title: string; siteUrl: string; body: SafeHtml }): string {
  return `<!doctype html>${
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · Paperlight</title>
<style>${new SafeHtml(stylesheet)}</style>
</head>
<body>
<header class="site"><a class="brand" href="${options.siteUrl}/">Paperlight</a><a href="${options.siteUrl}/">Back to Paperlight</a></header>
<main id="main">
${options.body}
</main>
</body>
</html>`.value
  }`;
}
