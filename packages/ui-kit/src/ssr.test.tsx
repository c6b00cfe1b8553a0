// @vitest-environment node
// Server rendering without a DOM, as Remix does it: every public component must render to HTML.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  ClockProvider,
  createFakeClock,
  Dialog,
  Drawer,
  Link,
  LinkProvider,
  makeLinkComponent,
  Modal,
  SignUpCall,
  Skeleton,
  Tabs,
  TextInput,
  ToastProvider,
  VisuallyHidden,
} from './index';

const RouterLink = makeLinkComponent(({ href, ...rest }, ref) => <a ref={ref} href={`/app${href}`} {...rest} />);

const cases: Array<[string, () => React.ReactElement, string]> = [
  ['Button', () => <Button loading>Send</Button>, 'aria-busy="true"'],
  [
    'Button asChild',
    () => (
      <Button asChild>
        <a href="/signup">Sign up</a>
      </Button>
    ),
    'href="/signup"',
  ],
  [
    'Dialog',
    () => (
      <Dialog title="T" trigger={<button type="button">Open dialog</button>}>
        Body
      </Dialog>
    ),
    'aria-haspopup="dialog"',
  ],
  [
    'Dialog open',
    () => (
      <Dialog title="Open title" defaultOpen>
        Body
      </Dialog>
    ),
    '',
  ],
  [
    'Drawer',
    () => (
      <Drawer title="Ines Inbox" trigger={<button type="button">Open Ines Inbox</button>}>
        Body
      </Drawer>
    ),
    'aria-haspopup="dialog"',
  ],
  [
    'Drawer open',
    () => (
      <Drawer title="Ines Inbox" defaultOpen>
        Body
      </Drawer>
    ),
    '',
  ],
  [
    'Modal',
    () => (
      <Modal title="Contact us" trigger={<button type="button">Contact us!</button>}>
        Body
      </Modal>
    ),
    'Contact us!',
  ],
  [
    'Tabs',
    () => (
      <Tabs
        label="Views"
        items={[
          { value: 'a', label: 'A', content: 'Panel A' },
          { value: 'b', label: 'B', content: 'Panel B' },
        ]}
      />
    ),
    'Panel A',
  ],
  ['TextInput', () => <TextInput label="First name" error="First name is required" />, 'aria-invalid="true"'],
  ['Skeleton', () => <Skeleton label="Loading" count={2} />, 'role="status"'],
  ['ToastProvider', () => <ToastProvider>child</ToastProvider>, 'aria-live="polite"'],
  ['SignUpCall', () => <SignUpCall title="Try it on your paper" signUpUrl="/signup" />, 'target="_blank"'],
  ['VisuallyHidden', () => <VisuallyHidden>Only for readers</VisuallyHidden>, 'Only for readers'],
  ['ClockProvider', () => <ClockProvider clock={createFakeClock(0)}>tick</ClockProvider>, 'tick'],
  [
    'LinkProvider + Link',
    () => (
      <LinkProvider component={RouterLink}>
        <Link href="/b">B</Link>
      </LinkProvider>
    ),
    'href="/app/b"',
  ],
];

describe('server rendering', () => {
  it.each(cases)('%s renders to static markup', (_name, element, expected) => {
    const html = renderToStaticMarkup(element());
    expect(typeof html).toBe('string');
    expect(html).toContain(expected);
  });
});
